import type { LoaderFunction, RouteObject } from 'react-router';

/** The interview-guides page, its own chunk, behind the signed-in user guard. */
export function interviewGuidesRoutes({
  requireUser,
}: { requireUser?: LoaderFunction } = {}): RouteObject[] {
  return [
    {
      path: 'interview-guides',
      loader: requireUser,
      lazy: async () => ({
        Component: (await import('./screens/interview-guides/InterviewGuidesPage'))
          .InterviewGuidesPage,
      }),
    },
  ];
}
