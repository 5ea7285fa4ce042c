import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearer, companyPorts, createAssessmentTestServer } from '@facet/assessment-api/testing';
import { companyPlugin } from '@facet/company-api';
import type { HostResolver, ResolvedAddress } from '@facet/platform-http';
import { createDataEncryptionKey, dataKeyring } from '@facet/platform-security';
import type { TestServer } from '@facet/platform-testing';
import type { Server as HapiServer } from '@hapi/hapi';
import type { Knex } from 'knex';
import { afterAll, beforeAll } from 'vitest';
import { webhooksPlugin } from '../src/index';

export { bearer };

export const publicUrl = 'https://facet.example';

/** A public address (example.com's): what the played DNS answers for a public host. */
export const publicAddress: ResolvedAddress = { address: '93.184.215.14', family: 4 };

/**
 * A DNS of the test's own: each name answers what the test has set, so a test can make a name
 * turn private between registration and sending (DNS rebinding).
 */
export function playedDns(answers: Record<string, readonly ResolvedAddress[]>) {
  const table = new Map(Object.entries(answers));
  const lookups: string[] = [];
  const resolve: HostResolver = (hostname) => {
    lookups.push(hostname);
    const found = table.get(hostname);
    return found ? Promise.resolve([...found]) : Promise.reject(new Error('ENOTFOUND'));
  };
  return {
    resolve,
    lookups,
    answer: (hostname: string, addresses: readonly ResolvedAddress[]) =>
      table.set(hostname, addresses),
  };
}

/** The data encryption keys of a test run: the API's and the delivery worker's alike. */
export const testDataKey = createDataEncryptionKey();
export const testKeyring = dataKeyring(testDataKey);

/** Session, assessment, company and webhooks on the demo tenant (Acme Demo). */
export async function createWebhooksTestServer(options: {
  allowPrivateTargets: boolean;
  resolveHost: HostResolver;
}): Promise<TestServer> {
  return createAssessmentTestServer([
    { plugin: companyPlugin, options: { ...companyPorts, publicUrl } },
    { plugin: webhooksPlugin, options: { ...options, keyring: testKeyring } },
  ]);
}

export interface EndpointsTestFile {
  server(): HapiServer;
  database(): Knex;
  /** Acme's administrator, who manages its endpoints. */
  alicia(): number;
  /** Acme's manager, who may not. */
  mario(): number;
  /** Globex's administrator, a stranger to Acme's endpoints. */
  gus(): number;
}

/**
 * Starts a server that refuses private targets, with Globex added, before the file's tests and
 * closes it after them.
 */
export function startEndpointsTestServer(resolveHost: HostResolver): EndpointsTestFile {
  let testServer: TestServer | undefined;
  let people: { alicia: number; mario: number; gus: number } | undefined;
  const started = () => {
    if (!testServer) throw new Error('The webhooks test server starts in beforeAll');
    return testServer;
  };
  const database = () => started().testDatabase.database;
  beforeAll(async () => {
    testServer = await createWebhooksTestServer({ allowPrivateTargets: false, resolveHost });
    people = {
      alicia: await userIdOf(database(), 'alicia@acme.example'),
      mario: await userIdOf(database(), 'mario@acme.example'),
      gus: (await addOtherCompany(database())).adminId,
    };
  });
  afterAll(() => testServer?.close());
  return {
    server: () => started().server,
    database,
    alicia: () => people!.alicia,
    mario: () => people!.mario,
    gus: () => people!.gus,
  };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on 127.0.0.1: it records what it gets and answers the statuses it is
 * told, one per request (the last one repeats), after `delayMilliseconds`.
 */
export async function startReceiver(statuses: number[] = [200], delayMilliseconds = 0) {
  const received: ReceivedWebhook[] = [];
  const answers = [...statuses];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = answers.length > 1 ? answers.shift()! : answers[0]!;
      setTimeout(() => response.writeHead(status).end('ok'), delayMilliseconds);
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    answer: (next: number[]) => answers.splice(0, answers.length, ...next),
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

export async function userIdOf(database: Knex, email: string): Promise<number> {
  const user = await database('users').whereRaw('lower(email) = lower(?)', [email]).first('id');
  if (!user) throw new Error(`No user ${email}`);
  return Number((user as { id: number }).id);
}

/** A second company with its own administrator, to try to reach across tenants. */
export async function addOtherCompany(database: Knex): Promise<{ adminId: number }> {
  const [company] = await database('companies')
    .insert({ name: 'Globex', email: 'hello@globex.example', licences: 3 })
    .returning<{ id: number }[]>('id');
  const [admin] = await database('users')
    .insert({ email: 'gus@globex.example', name: 'Gus Admin', lang: 'en' })
    .returning<{ id: number }[]>('id');
  await database('memberships').insert({
    user_id: admin!.id,
    company_id: company!.id,
    role: 'admin',
    licence_state: 'no',
  });
  return { adminId: Number(admin!.id) };
}
