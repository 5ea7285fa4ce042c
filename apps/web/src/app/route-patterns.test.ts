import { describe, expect, it } from 'vitest';
import { publicRoutes } from './router';
import { routePatternsOf } from './route-patterns';
import { areaRoutes } from './signed-in-areas';

describe('routePatternsOf', () => {
  it("lists every page of the app's router, public and signed-in, without the catch-all", () => {
    const patterns = routePatternsOf([...publicRoutes, { path: '/', children: areaRoutes }]);
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/privacy-policy',
        '/login',
        '/home',
        '/diagnostic',
        '/results/:id',
        '/account',
        '/company-panel',
        '/company-panel/group/:group_id/employee/:email/result/:id',
        '/admin/dashboard/company/:companyId/profile/create',
        '/invitation/:companyName/:token',
        '/status',
      ]),
    );
    expect(patterns.some((pattern) => pattern.includes('*'))).toBe(false);
  });
});
