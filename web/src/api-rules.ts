// A board's rules between the page and the API: the engine's Rule (cells row-major) as RuleInput,
// and Board.rules back as the engine's Rule. The translation is the server's own (one place,
// src/server/rule-input.ts: pure, no server imports), so the page sends and reads exactly what the
// API documents.
import type { Rule } from '../../src/engine/index.js';
import { ruleOutput, rulesFromInput } from '../../src/server/rule-input.js';
import type { RuleFieldsFragment, RuleInput } from './generated/graphql.js';

/** The rules as BoardInput.rules takes them (fields of other kinds left out). */
export function rulesInput(rules: readonly Rule[], n: number): RuleInput[] {
  return rules.map((r) => Object.fromEntries(Object.entries(ruleOutput(r, n)).filter(([, v]) => v != null)) as unknown as RuleInput);
}

/** Board.rules as the engine's rules, or null when the answer does not read as rules of an N×N board. */
export function rulesFromApi(rules: readonly RuleFieldsFragment[], n: number): Rule[] | null {
  const read = rulesFromInput(rules as never, n);
  return read.ok ? read.value : null;
}
