import { signIn, type TestServer } from '@facet/platform-testing';
import { deflateSync } from 'node:zlib';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createCompanyTestServer, invitationLinkOf, publicUrl } from './testing';

/**
 * A company's logo and welcome line (issue 41, point 5): admins set them, every member reads
 * them, the logo is cleaned before it is kept and reached by anyone through its random address.
 */
let testServer: TestServer;

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** A real PNG of `width` × `height` grey pixels, with a text chunk that must not survive. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(0, 9);
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from('Comment\0taken at home, 12 Privet Drive', 'latin1')),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hostileSvg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <defs>
    <linearGradient id="teal"><stop offset="0" stop-color="#1d6f6c"/></linearGradient>
    <linearGradient id="shade" xlink:href="#teal"/>
    <linearGradient id="far" xlink:href="https://tracker.example/x.svg#a"/>
  </defs>
  <rect width="10" height="10" fill="url(#shade)"/>
  <use href="#teal" x="5" y="5"/>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <a href="javascript:alert(1)"><text x="1" y="9">x</text></a>
  <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject>
</svg>`;

async function upload(email: string, body: Buffer | string, contentType: string) {
  const token = await signIn(testServer.server, email);
  return testServer.server.inject({
    method: 'PUT',
    url: '/api/companies/branding/logo?role=admin',
    payload: body,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
}

beforeAll(async () => {
  testServer = await createCompanyTestServer();
});
afterAll(() => testServer.close());

describe('the welcome line', () => {
  it('is set by an admin, read by every member, and kept out of other companies', async () => {
    const alicia = callerFor(testServer.server, 'alicia@acme.example');
    const saved = await alicia('PATCH', '/api/companies/branding?role=admin', {
      welcomeLine: '  Thank you for helping us build a great team.  ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toEqual({
      branding: {
        companyName: 'Acme Demo',
        welcomeLine: 'Thank you for helping us build a great team.',
        logoUrl: null,
      },
    });
    const erin = await callerFor(testServer.server, 'erin@acme.example')(
      'GET',
      '/api/companies/branding',
    );
    expect(erin.body).toMatchObject({
      branding: {
        welcomeLine: saved.body.branding && 'Thank you for helping us build a great team.',
      },
    });
    const gail = await callerFor(testServer.server, 'gail@globex.example')(
      'GET',
      '/api/companies/branding',
    );
    expect(gail.body).toEqual({
      branding: { companyName: 'Globex', welcomeLine: null, logoUrl: null },
    });
    const nora = await callerFor(testServer.server, 'nora@free.example')(
      'GET',
      '/api/companies/branding',
    );
    expect(nora.statusCode).toBe(404);
  });

  it('is refused when longer than 160 characters or on two lines, and for a manager', async () => {
    const alicia = callerFor(testServer.server, 'alicia@acme.example');
    const long = await alicia('PATCH', '/api/companies/branding?role=admin', {
      welcomeLine: 'x'.repeat(161),
    });
    expect(long.statusCode).toBe(400);
    const twoLines = await alicia('PATCH', '/api/companies/branding?role=admin', {
      welcomeLine: 'one\ntwo',
    });
    expect(twoLines.statusCode).toBe(400);
    const mario = await callerFor(testServer.server, 'mario@acme.example')(
      'PATCH',
      '/api/companies/branding?role=admin',
      { welcomeLine: 'Hi' },
    );
    expect(mario.statusCode).toBe(403);
  });

  it('is removed by an empty line, and each change is in the audit trail', async () => {
    const alicia = callerFor(testServer.server, 'alicia@acme.example');
    const cleared = await alicia('PATCH', '/api/companies/branding?role=admin', {
      welcomeLine: '',
    });
    expect(cleared.body).toMatchObject({ branding: { welcomeLine: null } });
    const entries = await testServer.testDatabase
      .database('audit_log')
      .where({ action: 'company.welcome_line_changed' })
      .orderBy('id');
    expect(entries.map((entry) => entry.details)).toEqual([
      { from: null, to: 'Thank you for helping us build a great team.' },
      { from: 'Thank you for helping us build a great team.', to: null },
    ]);
  });
});

describe('the logo', () => {
  it('keeps a PNG without its text chunks and serves it to anyone at its random address', async () => {
    const answer = await upload('alicia@acme.example', png(4, 3), 'image/png');
    expect(answer.statusCode).toBe(200);
    const logoUrl = (JSON.parse(answer.payload) as { branding: { logoUrl: string } }).branding
      .logoUrl;
    expect(logoUrl).toMatch(/^\/api\/company-logos\/[A-Za-z0-9_-]{43}$/);
    const served = await testServer.server.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(0, 8)).toEqual(png(1, 1).subarray(0, 8));
    expect(served.rawPayload.includes(Buffer.from('Privet Drive'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('IDAT'))).toBe(true);
  });

  // The first SVG loads the parser (jsdom), which takes seconds on a busy machine.
  it(
    'cleans an SVG of scripts, handlers, links and outside references, keeping the picture',
    { timeout: 90_000 },
    async () => {
      const answer = await upload('alicia@acme.example', hostileSvg, 'image/svg+xml');
      expect(answer.statusCode).toBe(200);
      const logoUrl = (JSON.parse(answer.payload) as { branding: { logoUrl: string } }).branding
        .logoUrl;
      const served = await testServer.server.inject({ method: 'GET', url: logoUrl });
      expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const svg = served.payload;
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain('<rect');
      expect(svg).toContain('xlink:href="#teal"');
      for (const gone of [
        '<use',
        'script',
        'onload',
        'tracker.example',
        'javascript:',
        'iframe',
        'foreignObject',
        '<image',
      ]) {
        expect(svg).not.toContain(gone);
      }
    },
  );

  it('gets a new address with each logo; the old one answers 404', async () => {
    const first = await upload('alicia@acme.example', png(2, 2), 'image/png');
    const firstUrl = (JSON.parse(first.payload) as { branding: { logoUrl: string } }).branding
      .logoUrl;
    const second = await upload('alicia@acme.example', png(3, 3), 'image/png');
    const secondUrl = (JSON.parse(second.payload) as { branding: { logoUrl: string } }).branding
      .logoUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await testServer.server.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await testServer.server.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(
      200,
    );
  });

  it('refuses what is not a clean PNG or SVG picture, with a status for each reason', async () => {
    expect((await upload('alicia@acme.example', 'GIF89a....', 'image/gif')).statusCode).toBe(415);
    expect((await upload('alicia@acme.example', 'not a png at all', 'image/png')).statusCode).toBe(
      415,
    );
    const truncated = png(4, 4).subarray(0, 40);
    expect((await upload('alicia@acme.example', truncated, 'image/png')).statusCode).toBe(415);
    expect(
      (await upload('alicia@acme.example', '<html><body>hi</body></html>', 'image/svg+xml'))
        .statusCode,
    ).toBe(415);
    expect((await upload('alicia@acme.example', png(3000, 1), 'image/png')).statusCode).toBe(422);
    expect(
      (await upload('alicia@acme.example', Buffer.alloc(300 * 1024, 1), 'image/png')).statusCode,
    ).toBe(413);
    expect((await upload('mario@acme.example', png(2, 2), 'image/png')).statusCode).toBe(403);
    expect((await upload('gus@globex.example', png(2, 2), 'text/plain')).statusCode).toBe(415);
  });

  it('is removed by an admin; removing none answers 404; each change is in the audit trail', async () => {
    const alicia = callerFor(testServer.server, 'alicia@acme.example');
    const removed = await alicia('DELETE', '/api/companies/branding/logo?role=admin');
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toMatchObject({ branding: { logoUrl: null } });
    expect((await alicia('DELETE', '/api/companies/branding/logo?role=admin')).statusCode).toBe(
      404,
    );
    const actions = await testServer.testDatabase
      .database('audit_log')
      .whereIn('action', ['company.logo_replaced', 'company.logo_removed'])
      .pluck('action');
    expect(actions.filter((action) => action === 'company.logo_removed')).toHaveLength(1);
    expect(actions.filter((action) => action === 'company.logo_replaced')).toHaveLength(4);
  });

  it('reaches the invitee: the mail carries the line and the PNG logo, the link page both', async () => {
    const alicia = callerFor(testServer.server, 'alicia@acme.example');
    await alicia('PATCH', '/api/companies/branding?role=admin', {
      welcomeLine: 'We are glad you are here.',
    });
    const uploaded = await upload('alicia@acme.example', png(8, 8), 'image/png');
    const logoUrl = (JSON.parse(uploaded.payload) as { branding: { logoUrl: string } }).branding
      .logoUrl;
    const invited = await alicia('POST', '/api/companies/invite', {
      guest: 'branded.guest@example.com',
      role: 'employee',
      lang: 'en',
    });
    expect(invited.statusCode).toBe(201);
    const mail = await testServer.testDatabase
      .database('mail_outbox')
      .where({ kind: 'invitation', recipient: 'branded.guest@example.com' })
      .first<{ html_body: string; text_body: string }>('html_body', 'text_body');
    expect(mail?.html_body).toContain(`<img src="${publicUrl}${logoUrl}" alt="Logo of Acme Demo"`);
    expect(mail?.text_body).toContain('A word from Acme Demo: “We are glad you are here.”');
    const { token } = await invitationLinkOf(
      testServer.testDatabase.database,
      'branded.guest@example.com',
    );
    const context = await testServer.server.inject({
      method: 'GET',
      url: `/api/auth/register-context/${token}`,
    });
    expect(context.result).toMatchObject({ welcomeLine: 'We are glad you are here.', logoUrl });
  });

  it('answers 404 for an unknown key and 400 for a malformed one', async () => {
    const unknown = await testServer.server.inject({
      method: 'GET',
      url: `/api/company-logos/${'a'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await testServer.server.inject({
      method: 'GET',
      url: '/api/company-logos/..%2F',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
