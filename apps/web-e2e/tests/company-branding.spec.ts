import { deflateSync, crc32 } from 'node:zlib';
import { finishCarefully } from '../support/assessment';
import { linkPathMailedTo, mailsTo } from '../support/outbox';
import { signInThroughApi, signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** A 24 × 24 teal square as a real PNG, the logo a company admin chooses from their device. */
function tealSquare(): Buffer {
  const side = 24;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(side * 3)]);
  for (let pixel = 0; pixel < side; pixel += 1) row.set([0x1d, 0x6f, 0x6c], 1 + pixel * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: side }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const) {
  test(`a company's logo and welcome line reach the invitation page, its mail, a member's home and the report's cover at ${viewport.width} px`, async ({
    page,
    tenant,
    stamp,
  }) => {
    // A finished assessment and a PDF print: more than the default on a busy host.
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const { admin, employee, company } = tenant;
    const welcomeLine = 'Thank you for helping us build a great team.';

    // The admin chooses a logo from their device and writes the welcome line on the Info tab.
    await signInThroughUi(page, admin);
    await page.goto('/company-panel?tab=info');
    await expect(page.getByRole('heading', { name: 'What invitees see' })).toBeVisible();
    const card = page.getByRole('main');
    await expect(card.getByText('No logo yet.')).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Choose a logo' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: tealSquare(),
    });
    await expect(card.getByRole('img', { name: `Logo of ${company.name}` })).toBeVisible();
    await card.getByRole('textbox', { name: 'Welcome line' }).fill(welcomeLine);
    await card.getByRole('button', { name: 'Save the welcome line' }).click();
    await expect(page.getByText('Welcome line saved.')).toBeVisible();
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(viewport.width);

    // An invitation's mail carries the logo's address and the line; the address serves the PNG.
    const token = await signInThroughApi(page.request, admin);
    const guest = `branded.${viewport.width}.${stamp}@tenant.example`;
    const invited = await page.request.post('/api/companies/invite?role=manager', {
      headers: { authorization: `Bearer ${token}` },
      data: { guest, role: 'candidate', lang: 'en' },
    });
    expect(invited.status()).toBe(201);
    const registrationPath = await linkPathMailedTo(page.request, guest, '/register/');
    const [mail] = await mailsTo(page.request, guest);
    expect(mail?.text).toContain(`A word from ${company.name}: “${welcomeLine}”`);
    const html = await (await page.request.get(`/api/dev/mail/${mail!.id}`)).text();
    const logoPath = html.match(/<img src="https?:\/\/[^/"]+(\/api\/company-logos\/[\w-]+)"/)?.[1];
    expect(logoPath, 'the mail shows the company logo').toBeDefined();
    const logo = await page.request.get(logoPath!);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toBe('image/png');

    // The invitee's page greets them with the company's face before they type anything.
    await page.context().clearCookies();
    await page.goto(registrationPath);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('img', { name: `Logo of ${company.name}` })).toBeVisible();
    await expect(page.getByText(welcomeLine)).toBeVisible();

    // A member's home greets them with the same face (D71).
    await signInThroughUi(page, employee);
    await page.goto('/home');
    await expect(page.getByRole('img', { name: `Logo of ${company.name}` })).toBeVisible();
    await expect(page.getByText(welcomeLine)).toBeVisible();
    await page.context().clearCookies();

    // A member's report opens with the logo on its cover.
    const resultId = await finishCarefully(page.request, employee);
    const employeeToken = await signInThroughApi(page.request, employee);
    const prepared = await page.request.post(
      `/api/diagnoses/get-inform-document/${resultId}?lang=en`,
      { headers: { authorization: `Bearer ${employeeToken}` }, data: {} },
    );
    expect(prepared.status()).toBe(200);
    const { pdfUrl } = (await prepared.json()) as { pdfUrl: string };
    const pdf = await (await page.request.get(pdfUrl)).body();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.includes(Buffer.from('/Subtype /Image')), 'the cover shows a picture').toBe(true);
  });
}
