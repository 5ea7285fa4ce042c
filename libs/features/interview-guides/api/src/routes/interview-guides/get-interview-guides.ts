import type { InterviewGuidesListAnswer } from '@facet/interview-guides-domain';
import { defineRoute, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { listInterviewGuidesItems } from '../../services/interview-guides-items';

/** GET /api/interview-guides/get-interview-guides: {items} of the signed-in user; 401 without a session. */
export function getInterviewGuidesRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/interview-guides/get-interview-guides',
    options: { auth: 'user' },
    principal: userIdOf,
    handler: ({ principal }): InterviewGuidesListAnswer => ({
      items: listInterviewGuidesItems(principal),
    }),
  });
}
