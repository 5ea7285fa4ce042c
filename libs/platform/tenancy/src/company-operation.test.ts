import { adminTwinPath } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import { companyRoutes } from './company-operation';

const settings = (twinPath: string) =>
  companyRoutes({
    method: 'GET',
    path: '/api/hiring/settings',
    actsAs: 'manager',
    platformAdmin: { path: twinPath, companyIdIn: 'query' },
    handler: () => ({}),
  });

/**
 * D94: the browser calls a platform admin's twin at `adminTwinPath` of the member's path
 * (`companyUrl`), so a twin the server mounts anywhere else is one the back office never reaches.
 */
describe('companyRoutes', () => {
  it('mounts the twin where the browser calls it', () => {
    expect(adminTwinPath('/hiring/settings')).toBe('/admin-companies/settings');
    expect(settings('/api/admin-companies/settings').map((route) => route.path)).toEqual([
      '/api/hiring/settings',
      '/api/admin-companies/settings',
    ]);
  });

  it('refuses a twin the browser would not find, naming where it is called', () => {
    expect(() => settings('/api/admin-companies/hiring-settings')).toThrow(
      'GET /api/hiring/settings: its back-office twin is called at /api/admin-companies/settings, not /api/admin-companies/hiring-settings',
    );
  });

  it('lets the twin name its path parameters apart, as api.md does', () => {
    const routes = companyRoutes({
      method: 'GET',
      path: '/api/groups/get-group/{id}',
      actsAs: 'manager',
      platformAdmin: {
        path: '/api/admin-companies/get-group/{group_id}',
        companyIdIn: 'query',
        params: { id: 'group_id' },
      },
      handler: () => ({}),
    });
    expect(routes.map((route) => route.path)).toEqual([
      '/api/groups/get-group/{id}',
      '/api/admin-companies/get-group/{group_id}',
    ]);
  });
});
