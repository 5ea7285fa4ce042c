import { runInDatabaseScope, runInDeferredDatabaseScope } from '@facet/platform-db';
import type { Lifecycle, RouteOptionsApp, Server } from '@hapi/hapi';

declare module '@hapi/hapi' {
  interface RouteOptionsApp {
    /** Why this route reads other companies' rows; it then keeps the owner's view. */
    spansCompanies?: string;
    /** The route's usual work is one statement, sent with the scope in one round trip. */
    defersDatabaseScope?: boolean;
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

/**
 * Marks a user route whose usual work is one statement run by `runScopedStatement`: its scope is
 * sent with that statement in one round trip, not opened as a transaction before the handler
 * (anything more the handler does goes through `inDatabaseScope`). For the busiest calls only:
 * the page save (cost bench, tools/bench/cost.bench.ts).
 */
export function deferredDatabaseScope(): RouteOptionsApp {
  return { defersDatabaseScope: true };
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
    const runInScope = route.settings.app?.defersDatabaseScope
      ? runInDeferredDatabaseScope
      : runInDatabaseScope;
    const scoped: Lifecycle.Method = function (this: object | null, request, h) {
      const principal = request.auth.credentials?.principal;
      if (principal?.kind !== 'user') return handler.call(this, request, h);
      return runInScope(database, { userId: principal.id }, async () =>
        handler.call(this, request, h),
      );
    };
    scopedHandlers.add(scoped);
    route.settings.handler = scoped;
  }
}
