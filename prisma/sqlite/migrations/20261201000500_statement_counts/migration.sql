-- PostgreSQL's totals move to statement-level triggers in this step. SQLite has row-level
-- triggers only, and its triggers of 20261201000400_row_counts stay as they are; the step exists
-- here so that both providers ship the same migrations under the same names.
SELECT 1;
