import { adminIdOf, adminStrategy } from '@facet/platform-http';
import type {
  Lifecycle,
  Request,
  ResponseToolkit,
  RouteOptionsValidate,
  ServerRoute,
} from '@hapi/hapi';
import { assertAdminExists } from '../services/admin-audit';

/**
 * A back-office route: behind the 'admin' strategy (a user token is refused with 401), and its
 * handler runs only while the signed-in admin still exists.
 */
export function adminRoute(route: {
  method: ServerRoute['method'];
  path: string;
  validate?: RouteOptionsValidate;
  handler: (request: Request, h: ResponseToolkit, adminId: number) => Lifecycle.ReturnValue;
}): ServerRoute {
  return {
    method: route.method,
    path: route.path,
    options: { auth: adminStrategy, ...(route.validate && { validate: route.validate }) },
    handler: async (request, h) => {
      const adminId = adminIdOf(request);
      await assertAdminExists(request.server.app.database, adminId);
      return route.handler(request, h, adminId);
    },
  };
}
