import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';

export interface HealthOptions {
  /** Answers whether the service can do its work now (the database answers). */
  isReady: () => Promise<boolean>;
  /** Named in the health answer when given; production leaves it out (docs/decisions.md). */
  version?: string;
}

/** `GET /api/health` says the process lives; `GET /api/ready` says it can serve (DESIGN §2). */
export const healthPlugin: Plugin<HealthOptions> = {
  name: 'facet-health',
  register(server, options) {
    server.route({
      method: 'GET',
      path: '/api/health',
      options: { auth: false },
      handler: () => ({
        status: 'ok',
        ...(options.version !== undefined && { version: options.version }),
        uptimeSeconds: Math.round(process.uptime()),
      }),
    });
    server.route({
      method: 'GET',
      path: '/api/ready',
      options: { auth: false },
      handler: async () => {
        if (!(await options.isReady()))
          throw Boom.serverUnavailable('The database is not reachable.');
        return { status: 'ready', database: 'ok' };
      },
    });
  },
};
