import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadConfig } from '@facet/platform-config';
import { zodValidator } from '@facet/platform-http';
import { prerenderedPageFile } from '@facet/public-site-domain';
import { createTestDatabase, type TestDatabase } from '@facet/platform-testing';
import type { Server } from '@hapi/hapi';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiServer } from '../src/server';

let testDatabase: TestDatabase;
let server: Server;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const webDist = await mkdtemp(join(tmpdir(), 'facet-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><title>Facet</title><div id="root"></div>',
  );
  await writeFile(join(webDist, 'assets', 'main-abc123.js'), 'console.log("facet")');
  for (const language of ['en', 'es', 'pt']) {
    for (const path of ['/', '/about']) {
      const file = join(webDist, prerenderedPageFile(language, path));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, `<html lang="${language}"><main>prerendered ${path}</main></html>`);
    }
  }
  server = await createApiServer({
    config: loadConfig({ WEB_DIST_DIR: webDist, PORT: '0' }),
    database: testDatabase.database,
    logger: pino({ level: 'silent' }),
  });
  server.route({
    method: 'POST',
    path: '/api/test/echo',
    options: {
      validate: {
        payload: zodValidator(
          z.object({ email: z.email({ error: 'must be a valid e-mail address' }) }),
        ),
      },
    },
    handler: (request) => request.payload,
  });
  server.route({
    method: 'GET',
    path: '/api/test/nul',
    handler: async () => testDatabase.database.raw('select ? as value', ['a\u0000b']),
  });
  server.route({
    method: 'GET',
    path: '/api/test/crash',
    handler: () => {
      throw new Error('secret internal detail');
    },
  });
  await server.initialize();
});

afterAll(async () => {
  await server.stop();
  await testDatabase.drop();
});

describe('the API deployment', () => {
  it('sends a prerendered public page in the language the query, cookie or browser asks for', async () => {
    const page = async (url: string, headers: Record<string, string> = {}) => {
      const response = await server.inject({ url, headers });
      return {
        statusCode: response.statusCode,
        body: response.payload,
        language: response.headers['content-language'],
        vary: String(response.headers['vary']),
      };
    };
    expect(await page('/')).toMatchObject({
      statusCode: 200,
      language: 'en',
      body: expect.stringContaining('prerendered /'),
    });
    expect(
      (await page('/about', { 'accept-language': 'fr;q=1, pt-BR;q=0.8, es;q=0.5' })).language,
    ).toBe('pt');
    expect((await page('/about', { 'accept-language': 'es;q=0, en' })).language).toBe('en');
    expect((await page('/about/', { cookie: 'theme=dark; lang=es' })).body).toContain('lang="es"');
    const asked = await page('/about?lang=pt', { cookie: 'lang=es', 'accept-language': 'en' });
    expect(asked).toMatchObject({
      language: 'pt',
      body: expect.stringContaining('prerendered /about'),
    });
    expect(asked.vary).toContain('cookie');
    expect(asked.vary).toContain('accept-language');
    const elsewhere = await page('/login', { 'accept-language': 'es' });
    expect(elsewhere.body).toContain('<div id="root"></div>');
  });

  it('answers health without touching the database and readiness after asking it', async () => {
    const health = await server.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.result).toMatchObject({ status: 'ok' });
    const ready = await server.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.result).toEqual({ status: 'ready', database: 'ok' });
  });

  it('sends the security headers on every answer, errors included', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/']) {
      const response = await server.inject(url);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-request-id']).toBeTruthy();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keeps a valid request id sent by a load balancer', async () => {
    const response = await server.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'lb-request-12345' },
    });
    expect(response.headers['x-request-id']).toBe('lb-request-12345');
  });

  it('answers an unknown API path with a JSON 404, not the web page', async () => {
    const response = await server.inject('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.result).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is no such API call.',
    });
  });

  it('answers invalid input with a 400 that names the field', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.result).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'email: must be a valid e-mail address',
      code: 'request.invalid',
    });
  });

  it('answers an unexpected failure with a plain 500 and no internal detail', async () => {
    const response = await server.inject('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.payload).not.toContain('secret internal detail');
    expect(response.payload).not.toContain('at ');
    expect(JSON.parse(response.payload)).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'An unexpected error occurred. Please try again later.',
    });
  });

  it('answers a value PostgreSQL cannot store (a NUL byte) with a 400, not a 500', async () => {
    const response = await server.inject('/api/test/nul');
    expect(response.statusCode).toBe(400);
    expect(response.result).toMatchObject({
      message: 'A value contains a character that is not allowed.',
    });
  });

  it('serves the web app for any page path and its hashed assets with a long cache', async () => {
    const page = await server.inject('/company-panel/employee/someone@example.com');
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('<div id="root">');
    const asset = await server.inject('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('describes every API route with its validation schema at /api/docs', async () => {
    const response = await server.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    const description = JSON.parse(response.payload);
    expect(description.openapi).toBe('3.1.0');
    expect(Object.keys(description.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready']),
    );
    expect(
      description.paths['/api/test/echo'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({
      type: 'object',
      required: ['email'],
    });
  });

  it('answers a path holding a NUL byte with 400, for pages, assets and API calls alike', async () => {
    for (const path of [
      '/index.html%00.js',
      '/foo%00bar',
      '/assets/%00',
      '/api/companies/get-employees/a%00b@acme.example',
      '/api/nothing%00here',
    ]) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBe(400);
    }
  });

  it('answers a path through a file or too long for the file system as an app page, never 500', async () => {
    for (const path of ['/index.html/x', '/assets/app.js/', `/${'a'.repeat(5000)}`]) {
      const response = await server.inject(path);
      expect(response.statusCode, path).toBeLessThan(500);
    }
  });

  it('does not serve files outside the web build', async () => {
    const response = await server.inject('/../package.json');
    expect(response.payload).not.toContain('"workspaces"');
  });
});
