import type { RouteObject } from 'react-router';

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  const joined = path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;
  return joined === '' ? '/' : joined;
}

/**
 * Every address pattern a route table renders a page at (`/results/:id`), from its own route
 * objects: layout routes add no address, index routes take their parent's, and the catch-all
 * not-found route is left out.
 */
export function routePatternsOf(routes: readonly RouteObject[], parent = ''): string[] {
  const patterns = routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = joinPath(parent, route.path);
    const own = route.index || (route.path !== undefined && !route.children) ? [path] : [];
    return [...own, ...routePatternsOf(route.children ?? [], path)];
  });
  return [...new Set(patterns)].sort();
}
