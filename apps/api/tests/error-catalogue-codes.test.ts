import { afterAll, describe, expect, it } from 'vitest';
import { createApiWorld } from './support/api-world';
import { problemsByPlugin } from '../src/problems-by-plugin';
import { routeKey } from './support/authorization-table';

const world = await createApiWorld();
afterAll(() => world.close());

interface DescribedOperation {
  responses: Record<string, { content?: { 'application/json': { schema: DescribedFailure } } }>;
}
interface DescribedFailure {
  properties?: { code?: { enum?: string[] } };
}

const description = (await world.server.inject({ method: 'GET', url: '/api/docs' })).result as {
  paths: Record<string, Record<string, DescribedOperation>>;
};

/** The codes /api/docs lists for a route and a status. */
function codesOf(key: string, status: number): string[] {
  const [method = '', path = ''] = key.split(' ');
  const operation = description.paths[path]?.[method.toLowerCase()];
  const schema = operation?.responses[String(status)]?.content?.['application/json'].schema;
  return schema?.properties?.code?.enum ?? [];
}

/**
 * The refusals spec/api.md §8 lists by status for its calls (the "Status codes that the screens
 * react to" and the "Specific handling"), with the route each names: every one must be answered
 * with a code a screen can translate, and /api/docs must name it.
 */
const errorCatalogue: readonly (readonly [route: string, statuses: readonly number[]])[] = [
  ['POST /api/auth/login', [400, 401, 422]],
  ['POST /api/admin/login', [401]],
  ['POST /api/auth/employee-register', [409, 410]],
  ['PATCH /api/companies/company-change', [409, 410]],
  ['GET /api/companies/get-employee-result-inform', [400, 404]],
  ['POST /api/companies/get-employee-inform-document/{email}/{id}', [400, 404]],
  ['POST /api/diagnoses/launch', [409]],
  ['PATCH /api/auth/set-password', [404, 409]],
  ['PATCH /api/admin/set-password', [404, 409]],
  ['POST /api/contact/create', [406, 409, 423]],
  ['POST /api/arsulipo/user', [400]],
  ['PATCH /api/user/leave-company', [400, 409]],
  ['POST /api/companies/invite', [400, 402, 403, 409, 423, 429]],
  ['PATCH /api/companies/employee-release', [409]],
  ['GET /api/companies/get-company', [403, 404]],
  ['POST /api/groups/create-group', [400, 404, 409]],
  ['DELETE /api/groups/delete-group', [404]],
  ['PATCH /api/groups/add-member', [400, 404]],
  ['PATCH /api/groups/remove-member', [400, 404]],
  ['PATCH /api/groups/update-group', [400, 409]],
  ['POST /api/profiles/create-profile', [400, 409]],
  ['PATCH /api/profiles/update-profile', [400, 409, 422]],
  ['PATCH /api/companies/employee-change-role', [404, 409]],
  ['PATCH /api/companies/toggle-diagnosis-permission', [400, 404, 409]],
  ['POST /api/admin/create', [409]],
  ['DELETE /api/admin/delete', [404, 409]],
  ['POST /api/companies/create-company', [404, 409, 422]],
  ['PATCH /api/admin/add-licenses', [400, 404, 422]],
  ['PATCH /api/admin/revoke-licenses', [400, 404, 422]],
  ['DELETE /api/admin/delete-company', [400, 401, 403, 404]],
  ['DELETE /api/admin/delete-user', [400, 401, 403, 404]],
  ['POST /api/auth/register', [409]],
];

describe('the error catalogue of spec/api.md §8 in /api/docs', () => {
  it.each(errorCatalogue)('%s names a code for each status it refuses with', (route, statuses) => {
    const mounted = world.server
      .table()
      .some((entry) => routeKey(entry.method, entry.path) === route);
    expect(mounted, `${route} is not a route`).toBe(true);
    for (const status of statuses) {
      expect(codesOf(route, status), `${route} answering ${status}`).not.toEqual([]);
    }
  });

  it('names for every route the codes of each refusing status it documents', () => {
    const uncoded = Object.entries(description.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(([status]) => /^4\d\d$/.test(status))
          .filter(
            ([status]) => codesOf(`${method.toUpperCase()} ${path}`, Number(status)).length === 0,
          )
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    expect(uncoded).toEqual([]);
  });

  it('lists the codes of the feature that mounts a route, and of the platform', () => {
    expect(codesOf('PATCH /api/companies/employee-release', 409)).toContain('company.last_admin');
    expect(codesOf('GET /api/admin-companies/get-company', 404)).toContain(
      'access.company_not_found',
    );
    expect(codesOf('POST /api/auth/login', 429)).toContain('request.rate_limited');
    expect(codesOf('POST /api/auth/login', 401)).toContain('session.wrong_credentials');
  });

  it('has every feature plugin that mounts an /api route declare what it refuses with', () => {
    const platformPlugins = new Set([
      'facet-openapi',
      'facet-dev-mail',
      'facet-web-app',
      'facet-health',
      'facet-client-settings',
    ]);
    const pluginsWithoutCodes = world.server
      .table()
      .filter((route) => route.path.startsWith('/api/'))
      .map((route) => route.realm.plugin ?? '(the server itself)')
      .filter((plugin) => !platformPlugins.has(plugin))
      .filter((plugin) => !(plugin in problemsByPlugin));
    expect([...new Set(pluginsWithoutCodes)]).toEqual([]);
  });
});
