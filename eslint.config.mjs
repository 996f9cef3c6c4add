// eslint (typescript-eslint's recommended rules) for every TypeScript file; formatting is prettier's (`npm run lint` runs both).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'out/', 'node_modules/', '.vscode-test/', 'test-results/', 'test/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'error',
    },
  },
  { files: ['**/*.ts'], rules: { '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }] } },
  {
    // The command line, scripts, benchmarks and tests talk to a terminal.
    files: ['src/cli.ts', 'src/cli/**', 'scripts/**', 'bench/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // CommonJS helpers (a preload for a CLI test) require modules as CommonJS does.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable' } },
  },
  prettier,
);
