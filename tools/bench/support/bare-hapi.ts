import { progressAfterSave, savePageStatement, savePageValues } from '@facet/assessment-api';
import type { SubmitPayload } from '@facet/assessment-domain';
import { databaseScopeStatement, withValuesWrittenIn } from '@facet/platform-db';
import Hapi from '@hapi/hapi';
import pg from 'pg';

/**
 * The floor the product's own routes are compared with: a Hapi server answering the same health
 * JSON as the product's `/api/health`, and a page save that sends the product's own statement
 * (the tenant scope and `facet_save_answer_page`, one simple-protocol round trip) through a plain
 * pg pool and answers as the product does. The page save reads the user from the token without
 * checking it, and has no validation, tenant-scope wrapper, log line or security headers: what the
 * product spends beyond it is its own. Started as a process of its own by the cost bench:
 * `PORT=<port> DATABASE_URL=<url> node --import tsx tools/bench/support/bare-hapi.ts`.
 */
const server = Hapi.server({ host: '127.0.0.1', port: Number(process.env.PORT) });
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

/** The `sub` of a bearer token, read without checking its signature. */
function unverifiedUserId(authorization: string): number {
  const payload = authorization.split('.')[1] ?? '';
  return Number((JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub);
}

server.route({
  method: 'GET',
  path: '/api/health',
  handler: () => ({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
});
server.route({
  method: 'PATCH',
  path: '/api/diagnoses/submit',
  handler: async (request) => {
    const userId = unverifiedUserId(String(request.headers['authorization']));
    const { responses } = request.payload as Required<SubmitPayload>;
    const statement = withValuesWrittenIn(savePageStatement, savePageValues(userId, responses));
    const answers = (await pool.query(
      `${databaseScopeStatement(String(userId))};\n${statement}`,
    )) as unknown as pg.QueryResult<{ answered_item_ids: string; item_bank_version: string }>[];
    return progressAfterSave(answers.at(-1)!.rows[0]!);
  },
});
server.route({ method: 'GET', path: '/api/ready', handler: () => ({ status: 'ready' }) });
await server.start();
process.on(
  'SIGTERM',
  () =>
    void server
      .stop()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
