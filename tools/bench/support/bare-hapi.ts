import Hapi from '@hapi/hapi';

/**
 * The floor the product's own routes are compared with: a Hapi server with nothing but the
 * health route, answering the same JSON as the product's `/api/health`. Started as a process of
 * its own by the cost bench: `PORT=<port> node --import tsx tools/bench/support/bare-hapi.ts`.
 */
const server = Hapi.server({ host: '127.0.0.1', port: Number(process.env.PORT) });
server.route({
  method: 'GET',
  path: '/api/health',
  handler: () => ({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
});
server.route({ method: 'GET', path: '/api/ready', handler: () => ({ status: 'ready' }) });
await server.start();
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
