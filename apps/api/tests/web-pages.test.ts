import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@facet/platform-config';
import { clientRoutesFile } from '@facet/public-site-domain';
import { createTestDatabase, type TestDatabase } from '@facet/platform-testing';
import type { Server } from '@hapi/hapi';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer } from '../src/server';

/** A web build whose router knows a few pages, as the build's route list names them. */
let testDatabase: TestDatabase;
let server: Server;
const inlineScript = "document.documentElement.setAttribute('data-theme', 'dark');";

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const webDist = await mkdtemp(join(tmpdir(), 'facet-web-'));
  await writeFile(
    join(webDist, 'index.html'),
    `<!doctype html><title>Facet</title><script>${inlineScript}</script>`,
  );
  await writeFile(
    join(webDist, clientRoutesFile),
    JSON.stringify(['/', '/about', '/home', '/results/:id', '/company-panel/employee/:email']),
  );
  server = await createApiServer({
    config: loadConfig({
      WEB_DIST_DIR: webDist,
      PORT: '0',
      PUBLIC_URL: 'https://facet.example',
    }),
    database: testDatabase.database,
    logger: pino({ level: 'silent' }),
  });
  await server.initialize();
});

afterAll(async () => {
  await server.stop();
  await testDatabase.drop();
});

describe('the web pages', () => {
  it('answers a page the app has with 200 and the app', async () => {
    for (const url of ['/home', '/results/12', '/company-panel/employee/erin%40acme.example']) {
      const response = await server.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.payload).toContain('<title>Facet</title>');
    }
  });

  it('answers an address no page has with 404 and the app, which shows its not-found page', async () => {
    for (const url of ['/no-such-page', '/results/12/extra', '/home/extra']) {
      const response = await server.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.payload).toContain('<title>Facet</title>');
    }
  });

  it('lets the inline script of the built page run by its hash, and no other inline script', async () => {
    const response = await server.inject('/home');
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${hash}';`,
    );
    expect(String(response.headers['content-security-policy'])).not.toMatch(
      /script-src[^;]*unsafe-inline/,
    );
  });

  it('answers a robots file that opens the public pages and closes the private areas', async () => {
    const response = await server.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.payload).toContain('User-agent: *\nAllow: /\n');
    for (const prefix of [
      '/api/',
      '/admin',
      '/company-panel',
      '/account',
      '/diagnostic',
      '/results',
    ]) {
      expect(response.payload).toContain(`Disallow: ${prefix}\n`);
    }
    expect(response.payload).toContain('Sitemap: https://facet.example/sitemap.xml');
  });

  it('answers a sitemap of the public pages', async () => {
    const response = await server.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.payload).toContain('<loc>https://facet.example/about</loc>');
    expect(response.payload).not.toContain('/account');
  });
});
