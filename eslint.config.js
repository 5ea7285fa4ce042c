import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries (DESIGN §1): every project carries one scope:*, one type:* and one side:* tag.
 * The side tags keep server code out of the browser bundle and the reverse.
 */
const productionConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:api', 'type:web', 'type:ui', 'type:platform', 'type:domain'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:platform'] },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
  {
    sourceTag: 'type:api',
    onlyDependOnLibsWithTags: ['type:api', 'type:domain', 'type:platform'],
  },
  {
    sourceTag: 'type:web',
    onlyDependOnLibsWithTags: ['type:web', 'type:ui', 'type:domain', 'type:platform'],
  },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:platform'] },
  { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:platform', 'type:domain'] },
  {
    sourceTag: 'type:testing',
    onlyDependOnLibsWithTags: ['type:platform', 'type:domain', 'type:ui'],
  },
  { sourceTag: 'side:server', notDependOnLibsWithTags: ['side:client', 'side:test'] },
  { sourceTag: 'side:client', notDependOnLibsWithTags: ['side:server', 'side:test'] },
  { sourceTag: 'side:isomorphic', onlyDependOnLibsWithTags: ['side:isomorphic'] },
  {
    sourceTag: 'side:test',
    onlyDependOnLibsWithTags: ['side:server', 'side:client', 'side:isomorphic', 'side:test'],
  },
  {
    sourceTag: 'scope:shared',
    onlyDependOnLibsWithTags: ['scope:shared', 'scope:assessment', 'scope:reports'],
  },
];

/** Tests and stories may also use the test helpers (platform/testing); shipped code may not. */
const testConstraints = productionConstraints.map((constraint) => ({
  ...constraint,
  ...(constraint.onlyDependOnLibsWithTags && {
    onlyDependOnLibsWithTags: [...constraint.onlyDependOnLibsWithTags, 'type:testing', 'side:test'],
  }),
  ...(constraint.notDependOnLibsWithTags && {
    notDependOnLibsWithTags: constraint.notDependOnLibsWithTags.filter(
      (tag) => tag !== 'side:test',
    ),
  }),
}));

const moduleBoundaries = (depConstraints) => [
  'error',
  { enforceBuildableLibDependency: false, allow: [], depConstraints },
];

const testFiles = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing.ts', '**/tests/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.nx/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tools/generators/feature/files/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries(productionConstraints),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: testFiles,
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries(testConstraints) },
  },
  {
    files: ['tools/**/*.{ts,mjs,js}', '**/*.config.{ts,js,mjs}', 'apps/web-e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  prettier,
);
