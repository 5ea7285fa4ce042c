import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries (DESIGN §1): every project carries one scope:*, one type:* and one side:* tag.
 * The side tags keep server code out of the browser bundle and the reverse; the scope tags keep
 * each feature to what `featureDependencies` (below) declares.
 */
const layerConstraints = [
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
  // libs/scales draws the assessment's scales and reports' ranges.
  {
    sourceTag: 'scope:shared',
    onlyDependOnLibsWithTags: ['scope:shared', 'scope:assessment', 'scope:reports'],
  },
];

/**
 * What each feature may use of the others (DESIGN §1, docs/decisions.md "Enforced boundaries").
 * A feature's libs may always use their own feature and `scope:shared`; anything else is listed
 * here, with the reason:
 * - `domain`: features whose domain libs (schemas, words, rules) any of its libs may import;
 * - `api`: features whose api lib its api lib calls, always the owner of a table or service
 *   (a port): no api lib imports another feature's api lib otherwise;
 * - `web`: features whose web lib its web lib uses, to compose their screens or reach a port
 *   they publish: no web lib imports another feature's web lib otherwise;
 * - `tests`: features its tests and stories also register (the session plugin signs people in).
 * A listed `api` or `web` feature may also be used at domain level.
 */
const featureDependencies = {
  account: {
    // The account page says company's refusals (the last administrator cannot leave).
    domain: ['company'],
    // The account page shows the person's results (assessment's ResultsTable) and session's
    // change-password form; the signed-in user comes from session's store.
    web: ['assessment', 'session'],
    // Its api lib imports no other feature: the app passes it session's and company's functions
    // (AccountPorts, D84), which its tests compose too; company's plugin takes assessment's reads
    // (CompanyPorts, D88), from assessment's test helpers.
    tests: ['assessment', 'company', 'session'],
  },
  admin: {
    // The back office acts on companies, groups, profiles and reports through their owners'
    // services, revokes sessions and issues set-password links through session, and reads the
    // instrument report from assessment, which owns results and answers.
    api: ['assessment', 'company', 'groups', 'profiles', 'reports', 'session'],
    // It mounts the company panel's screens over its own data sources (the data-source ports),
    // and single sign-on's settings on the company it opened (D99).
    web: ['company', 'groups', 'profiles', 'sso'],
  },
  assessment: {
    domain: ['session'],
    // Launching and submitting need a member's licence, which company owns: the app passes its
    // functions in (AssessmentPorts, D84), and the test server composes them too.
    tests: ['company', 'session'],
  },
  company: {
    // Invitations use session's one-time tokens. What the panel and the reminders read of
    // attempts and results (assessment's) the app passes in as CompanyPorts (D88); its tests
    // stand them in, as assessment's test helpers use company.
    api: ['session'],
  },
  contact: {
    domain: ['data-rights', 'session'],
    // A new request is mailed to the platform administrators session lists, which the app
    // passes in (ContactPorts, D84). Its tests sign people in, and a session asks company for
    // the person's membership.
    tests: ['company', 'session'],
  },
  'audit-trail': {
    // Filters name accounts by the session feature's id rules.
    domain: ['session'],
    api: ['company', 'session'],
    // The trail is a tab of the company panel, "who viewed my results" a tab of the account.
    web: ['account', 'company', 'session'],
    // Its test server registers company's plugin, with assessment's reads (CompanyPorts, D88).
    tests: ['account', 'assessment', 'profiles'],
  },
  'data-rights': {
    // The access export prints with reports' PdfRenderer. What rectification and the subject
    // reach of memberships (company), accounts and administrators (session) the app passes in
    // as DataRightsPorts (D84); company and session stay listed for the identity checks that
    // read users and companies in SQL (foreignReads, table-owners.ts).
    api: ['company', 'reports', 'session'],
  },
  groups: {
    domain: ['assessment', 'reports', 'session'],
    // Groups belong to a company (its members, by company's companyMembers), their fit reads
    // profiles and the members' results (assessment's storedResults).
    api: ['assessment', 'company', 'profiles'],
    // Groups is a tab of the company panel and opens profiles' pages (data-source ports).
    web: ['company', 'profiles'],
  },
  hiring: {
    // A position is measured against a profile (profiles' ids and ranges), its candidates take
    // assessment's questionnaire, see reports' full report or summary, and sign up with
    // session's password and terms rules.
    domain: ['assessment', 'profiles', 'reports', 'session'],
    // Its api lib imports no other feature: the app passes it what it needs of company
    // (licences, name and logo), profiles (the profile), groups (the group) and session (the
    // pending sign-up, its account and sign-in) as HiringPorts, and composes its application
    // grant into assessment's ports (D90). Its web lib imports no other feature's web lib: the
    // positions tab takes the profile and group choices from the app (PositionChoiceHooks), the
    // confirmation page session's way into a signed-in tab (HiringRouteOptions).
    // Its tests start from profiles' test server with the demo tenant and sign people up through
    // session.
    tests: ['assessment', 'company', 'groups', 'profiles', 'session'],
  },
  'interview-guides': {
    // A guide asks about the scales outside a profile's range: assessment's scales, reports'
    // profile fit and validity words, profiles' ranges and ids.
    domain: ['assessment', 'profiles', 'reports', 'session'],
    // The PDF prints with reports' PdfRenderer; the result, the profile and the person's name come
    // from their owners as InterviewGuidePorts (D84), composed by the app.
    api: ['reports'],
    // Its tests start from profiles' test server with the demo tenant.
    tests: ['assessment', 'company', 'groups', 'profiles', 'session'],
  },
  profiles: {
    // The employee result and the ranking link to a person's interview guide by its path
    // (interview-guides' `interviewGuidePath`), the guide's one address.
    domain: ['interview-guides'],
    // Employee results come from assessment, documents from reports, people from session, all
    // within a company.
    api: ['assessment', 'company', 'reports', 'session'],
    // Profiles is a tab of the company panel (CompanyPanelTab, useCompanyDataSource).
    web: ['company'],
    tests: ['account'],
  },
  'public-site': {},
  reports: {
    // A result's report is built from assessment's stored result (its type); ids are session's.
    domain: ['assessment', 'session'],
    // Its api lib imports no other feature: the app passes it the result (assessment), the
    // person's name (session), company with its logo (company) and what a candidate may see of
    // their result (hiring) as ReportsPorts (D84), which its tests compose too, but for hiring's
    // (a package cycle through profiles' test server): apps/api's tests compose that one.
    tests: ['account', 'assessment', 'company', 'session'],
  },
  session: {},
  'team-insight': {
    // Scores are described with assessment's norms, named with reports' words; ids are session's;
    // a view of a group that is gone is groups' refusal (groups.not_found), said by the screen.
    domain: ['assessment', 'groups', 'reports', 'session'],
    // A view prints with reports' PdfRenderer. What it reads of the company (its members and
    // name), its groups, the people's names (session) and results (assessment) the app passes
    // in as TeamInsightPorts (D84), which its tests compose too.
    api: ['reports'],
    // The company's view is a tab of the company panel (CompanyPanelTab).
    web: ['company'],
    // Its tests and bench start from profiles' test server with the demo tenant and Globex.
    tests: ['assessment', 'company', 'groups', 'profiles', 'session'],
  },
  sso: {
    // Single sign-on signs people in through session (its accounts, its sign-in, its terms and
    // refresh answer). What it needs of company (memberships, the invitation a first sign-in
    // accepts) the app passes in as SsoPorts (D84), and its web lib takes session's way into the
    // app from the app (SsoRouteOptions); its settings are a tab of the company panel through
    // web-kit's SectionPanel. Its tests register company's and session's plugins.
    domain: ['session'],
    api: ['session'],
    tests: ['assessment', 'company', 'session'],
  },
  webhooks: {
    // Results opted into a payload carry assessment's T-scores.
    domain: ['assessment'],
    // A payload names its person (session) and, opted in, the result's scores (assessment): the
    // app passes both reads to the delivery job (WebhooksPorts, D84).
    web: ['company', 'session'],
    // The events are tested from the real flows: finishing an assessment in a company; the
    // deliveries' ports are composed from session and assessment as the app does.
    tests: ['assessment', 'company', 'session'],
  },
};

const scopeTags = (features) => features.map((feature) => `scope:${feature}`);

/**
 * Every folder of libs/features gets its rules, listed above or not: a feature nobody has listed
 * yet (a new one from the generator) may use only itself and `scope:shared`.
 */
const features = readdirSync(new URL('./libs/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The per-feature rules; `withTests` adds the features a feature's tests register. */
function featureConstraints({ withTests }) {
  return features
    .map((feature) => [feature, featureDependencies[feature] ?? {}])
    .flatMap(([feature, { domain = [], api = [], web = [], tests = [] }]) => {
      const own = `scope:${feature}`;
      const extra = withTests ? tests : [];
      return [
        {
          sourceTag: own,
          onlyDependOnLibsWithTags: [
            own,
            'scope:shared',
            ...scopeTags([...new Set([...domain, ...api, ...web, ...extra])]),
          ],
        },
        {
          allSourceTags: [own, 'type:api'],
          onlyDependOnLibsWithTags: [
            own,
            'type:domain',
            'type:platform',
            ...scopeTags([...api, ...extra]),
          ],
        },
        {
          allSourceTags: [own, 'type:web'],
          onlyDependOnLibsWithTags: [
            own,
            'type:domain',
            'type:ui',
            'type:platform',
            ...scopeTags(web),
          ],
        },
      ];
    });
}

const productionConstraints = [...layerConstraints, ...featureConstraints({ withTests: false })];

/** Tests and stories may also use the test helpers (platform/testing); shipped code may not. */
const testConstraints = [...layerConstraints, ...featureConstraints({ withTests: true })].map(
  (constraint) => ({
    ...constraint,
    ...(constraint.onlyDependOnLibsWithTags && {
      onlyDependOnLibsWithTags: [
        ...constraint.onlyDependOnLibsWithTags,
        'type:testing',
        'side:test',
      ],
    }),
    ...(constraint.notDependOnLibsWithTags && {
      notDependOnLibsWithTags: constraint.notDependOnLibsWithTags.filter(
        (tag) => tag !== 'side:test',
      ),
    }),
  }),
);

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
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The rules read types from tsconfig.json, the one program of every file; the per-side
        // programs are for tsc (decisions.md "Type-aware lint and per-side types").
        projectService: { allowDefaultProject: ['tools/types/*.d.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A JSX event handler may be async: React and react-aria drop what it returns, and each
      // handler shows its outcome through state (an RTK Query call answers, it does not throw).
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // React Router's loaders end a navigation by throwing the `redirect()` Response.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }] },
      ],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
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
    // Knex's `where((query) => …)` callbacks return the builder they were given, a thenable
    // Knex ignores, which is no misused promise. Its rows are typed by the owners' table
    // declarations (D81), so the `no-unsafe-*` rules hold here too.
    files: [
      'libs/features/*/api/src/**/*.ts',
      'libs/platform/db/src/**/*.ts',
      'tools/scripts/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
    },
  },
  {
    // Tests and benches read what they check from `any`-typed places on purpose: Vitest's
    // asymmetric matchers (`expect.objectContaining`), `server.inject`'s `result` and knex rows;
    // they pass methods to `expect`/`vi.spyOn` unbound, and async callbacks (stories' `play`,
    // `it`) need no `await` to be right. The type-aware rules on promises stay on.
    files: [...testFiles, 'tools/bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
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
