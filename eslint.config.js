// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules, without type
// information (fast enough for every run). Formatting is Prettier's job (.prettierrc.json).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'src/generated/',
      'web/src/generated/',
      'web/dist/',
      'bench/results/',
      'coverage/',
      'test-results/',
      'data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { process: 'readonly', console: 'readonly' } },
    rules: {
      // `_name` marks a parameter or binding kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // CommonJS files (the pool's worker entries, worker-entry.cjs says why they are CommonJS).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', setTimeout: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests and their helpers read JSON answers of any shape.
    files: ['test/**', 'support/**', 'scripts/**', 'prisma/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
