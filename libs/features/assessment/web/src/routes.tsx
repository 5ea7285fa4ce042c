import type { RouteObject } from 'react-router';

/** /diagnostic, loaded on first visit. The app puts it behind the user-session guard. */
export const assessmentRoutes: RouteObject[] = [
  {
    path: 'diagnostic',
    lazy: async () => ({ Component: (await import('./DiagnosticPage')).DiagnosticPage }),
  },
];
