import { describe, expect, it } from 'vitest';
import {
  featureGraphFigures,
  isShippedSource,
  workspaceFeatureGraph,
  type FeaturePackage,
} from './feature-graph';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/**
 * The ratchets of issue 38 on the graph between features (D84), each at the figure it reached:
 * lower one when an import between features goes, never raise it for the features it counted; a
 * new feature adds the edges of its own dependencies, named here.
 * - other features' api files importing company-api: 25 before the ports, 13 after;
 * - cross-feature package edges of shipped code: 82 before the ports, 69 after, 66 once screens
 *   learnt who is signed in from the app (D86), 76 with issue 39's two features: hiring (its
 *   domain and web take session's password and terms rules, its domain reports' person report
 *   views; D90) and interview guides (D89: its domain builds on assessment's scales, reports'
 *   profile fit and profiles' words; its api prints with reports' PdfRenderer and names scales in
 *   the PDF, its web names them on screen; profiles' screens link to a guide by its path); 79
 *   with single sign-on (issue 40, D99): its api signs people in through session's accounts and
 *   sign-in, its domain takes session's terms versions, its web session's refresh answer; 80
 *   once the back office's page of a company shows single sign-on's settings tab;
 * - web → web package edges: 11, then 8 (D86: useSignedInPerson instead of session-web), 9 with
 *   the back office's single sign-on tab (admin-web → sso-web, D99).
 */
const companyApiImportersAllowed = 13;
const crossFeatureEdgesAllowed = 80;
const webToWebEdgesAllowed = 9;

describe('the graph between features', () => {
  const figures = workspaceFeatureGraph(workspaceRoot);
  const summary = [
    `company-api importers in other features' api code: ${figures.companyApiImporters.length}`,
    `cross-feature package edges: ${figures.crossFeatureEdges.length}`,
    `web → web package edges: ${figures.webToWebEdges.length}`,
  ].join('\n');
  console.info(summary);

  it(`keeps other features' api files importing company-api at or under ${companyApiImportersAllowed}`, () => {
    expect(figures.crossFeatureEdges.length).toBeGreaterThan(0);
    expect(
      figures.companyApiImporters.length,
      `${summary}\n${figures.companyApiImporters.join('\n')}`,
    ).toBeLessThanOrEqual(companyApiImportersAllowed);
  });

  it(`keeps cross-feature package edges at or under ${crossFeatureEdgesAllowed}`, () => {
    expect(
      figures.crossFeatureEdges.length,
      `${summary}\n${figures.crossFeatureEdges.join('\n')}`,
    ).toBeLessThanOrEqual(crossFeatureEdgesAllowed);
  });

  it(`keeps web → web package edges at or under ${webToWebEdgesAllowed}`, () => {
    expect(
      figures.webToWebEdges.length,
      `${summary}\n${figures.webToWebEdges.join('\n')}`,
    ).toBeLessThanOrEqual(webToWebEdgesAllowed);
  });

  it('counts imports of other features in shipped code, once per package pair', () => {
    const packages = new Map<string, FeaturePackage>([
      ['@facet/company-api', { feature: 'company', side: 'api' }],
      ['@facet/company-web', { feature: 'company', side: 'web' }],
      ['@facet/groups-api', { feature: 'groups', side: 'api' }],
      ['@facet/groups-domain', { feature: 'groups', side: 'domain' }],
      ['@facet/groups-web', { feature: 'groups', side: 'web' }],
      ['@facet/profiles-web', { feature: 'profiles', side: 'web' }],
    ]);
    const planted = [
      {
        file: 'libs/features/groups/api/src/services/members.ts',
        feature: 'groups',
        side: 'api',
        code: `import { companyMembers } from '@facet/company-api';
               import { groupsProblems } from '@facet/groups-domain';
               import { createTestServer } from '@facet/platform-testing';`,
      },
      {
        file: 'libs/features/groups/api/src/services/licences.ts',
        feature: 'groups',
        side: 'api',
        code: `import type { Company } from "@facet/company-api";`,
      },
      {
        file: 'libs/features/groups/web/src/groups-tab.tsx',
        feature: 'groups',
        side: 'web',
        code: `import { CompanyPanelTab } from '@facet/company-web';
               import { ProfileLink } from '@facet/profiles-web';
               import { GroupList } from '@facet/groups-web';`,
      },
      {
        file: 'libs/features/company/api/src/services/members.ts',
        feature: 'company',
        side: 'api',
        code: `import { groupMemberIds } from '@facet/groups-api';`,
      },
    ];
    expect(featureGraphFigures(planted, packages)).toEqual({
      companyApiImporters: [
        'libs/features/groups/api/src/services/licences.ts',
        'libs/features/groups/api/src/services/members.ts',
      ],
      crossFeatureEdges: [
        'company-api → @facet/groups-api',
        'groups-api → @facet/company-api',
        'groups-web → @facet/company-web',
        'groups-web → @facet/profiles-web',
      ],
      webToWebEdges: ['groups-web → @facet/company-web', 'groups-web → @facet/profiles-web'],
    });
  });

  it('leaves out tests, specs, stories and test folders', () => {
    expect(
      [
        'libs/features/groups/api/src/services/groups.ts',
        'libs/features/groups/web/src/groups-tab.tsx',
        'libs/features/groups/api/src/testing.ts',
        'libs/features/groups/api/src/services/groups.test.ts',
        'libs/features/groups/web/src/groups-tab.spec.tsx',
        'libs/features/groups/web/src/groups-tab.stories.tsx',
        'libs/features/groups/api/src/tests/server.ts',
        'libs/features/groups/web/src/test-support/render.tsx',
        'libs/features/groups/web/src/messages.json',
      ].filter(isShippedSource),
    ).toEqual([
      'libs/features/groups/api/src/services/groups.ts',
      'libs/features/groups/web/src/groups-tab.tsx',
      'libs/features/groups/api/src/testing.ts',
    ]);
  });
});
