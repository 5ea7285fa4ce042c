import { runInDatabaseScope } from '@facet/platform-db';
import type { Lifecycle, RouteOptionsApp, Server } from '@hapi/hapi';

declare module '@hapi/hapi' {
  interface RouteOptionsApp {
    /** Why this route reads other companies' rows; it then keeps the owner's view. */
    spansCompanies?: string;
  }
}

/**
 * Marks a user route whose rule must look across companies (a name in use elsewhere, an
 * invitation from another company). Its own checks are then the only tenant guard, so the reason
 * is written where the route is.
 */
export function spanningCompanies(reason: string): RouteOptionsApp {
  return { spansCompanies: reason };
}

const scopedHandlers = new WeakSet<Lifecycle.Method>();

/**
 * Every request of a signed-in user runs its handler in that user's database scope, so
 * row-level security (migration 009) backs up each service's own company checks. Applied to the
 * route table when the server starts, after every feature has added its routes, so a new route
 * cannot miss it; routes marked with `spanningCompanies` are the exception. Platform admins and visitors keep the owner's view: their routes span companies
 * by design.
 */
export function scopeCompanyUserRequests(server: Server): void {
  const database = server.app.database;
  for (const route of server.table()) {
    const configured = route.settings.handler;
    if (route.settings.app?.spansCompanies) continue;
    if (typeof configured !== 'function' || scopedHandlers.has(configured as Lifecycle.Method)) {
      continue;
    }
    const handler = configured as Lifecycle.Method;
    const scoped: Lifecycle.Method = function (this: object | null, request, h) {
      const principal = request.auth.credentials?.principal;
      if (principal?.kind !== 'user') return handler.call(this, request, h);
      return runInDatabaseScope(database, { userId: principal.id }, async () =>
        handler.call(this, request, h),
      );
    };
    scopedHandlers.add(scoped);
    route.settings.handler = scoped;
  }
}
