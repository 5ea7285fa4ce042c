import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@facet/platform-config';
import { createTestDatabase, type TestDatabase } from '@facet/platform-testing';
import type { Server } from '@hapi/hapi';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer } from '../src/server';

/** What a production deployment shows anonymous callers (security review finding 14). */
let testDatabase: TestDatabase;
let webDist: string;
const servers: Server[] = [];

async function productionServer(environment: Record<string, string> = {}): Promise<Server> {
  const server = await createApiServer({
    config: loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-test-secret-of-32-characters',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
      SEED_DEMO: 'false',
      WEB_DIST_DIR: webDist,
      PORT: '0',
      ...environment,
    }),
    database: testDatabase.database,
    logger: pino({ level: 'silent' }),
  });
  await server.initialize();
  servers.push(server);
  return server;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  webDist = await mkdtemp(join(tmpdir(), 'facet-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webDist, 'assets', 'main-abc123.js'), 'console.log("facet")');
  await writeFile(join(webDist, 'assets', 'main-abc123.js.map'), '{"sources":["secret.ts"]}');
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  await testDatabase.drop();
});

describe('a production deployment', () => {
  it('answers 404 at /api/docs and leaves the version out of health unless API_DOCS=true', async () => {
    const server = await productionServer();
    expect((await server.inject('/api/docs')).statusCode).toBe(404);
    const health = await server.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.result).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('publishes the description and the version when API_DOCS=true', async () => {
    const server = await productionServer({ API_DOCS: 'true' });
    const docs = await server.inject('/api/docs');
    expect(docs.statusCode).toBe(200);
    expect(JSON.parse(docs.payload).openapi).toBe('3.1.0');
    expect((await server.inject('/api/health')).result).toMatchObject({ version: '0.1.0' });
  });

  it('never serves a source map, however the path is written, but serves the asset', async () => {
    const server = await productionServer();
    expect((await server.inject('/assets/main-abc123.js')).statusCode).toBe(200);
    for (const path of [
      '/assets/main-abc123.js.map',
      '/assets/main-abc123.js.map/',
      '/assets/./main-abc123.js.map',
      '/assets/main-abc123.js.MAP',
    ]) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.payload, path).not.toContain('secret.ts');
    }
  });
});
