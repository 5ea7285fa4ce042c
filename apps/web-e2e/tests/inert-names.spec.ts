import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';

/**
 * A person's name holding HTML and script (issue #13) is shown as text wherever it appears: the
 * company's employee list, the employee's page and the manager's view of their report. The API
 * refuses such a name, so the spec writes it straight into this run's database, as an old or
 * imported record could hold it.
 */
const hostileName = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
const password = 'FacetDemo1';
const serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

async function signInThroughApi(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email, password, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Erin takes the whole assessment through the API; answers the new result's id. */
async function completeAssessment(request: APIRequestContext, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const launch = await request.post('/api/diagnoses/launch', { headers, data: { lang: 'en' } });
  expect(launch.status()).toBe(200);
  const { questions } = (await launch.json()) as { questions: { question_id: string }[] };
  await request.post('/api/diagnoses/consent', {
    headers,
    data: { consents: true, version: '1.0.0' },
  });
  const finish = await request.patch('/api/diagnoses/submit', {
    headers,
    data: {
      responses: questions.map(({ question_id }) => ({ question_id, answer: 'agree' })),
      lang: 'en',
      finish: true,
    },
  });
  expect(finish.status()).toBe(200);
  return ((await finish.json()) as { result_id: number }).result_id;
}

/**
 * The database of this run: the one among the e2e databases on the local server whose Carla
 * carries the marker name just set through the API.
 */
async function withRunDatabase(marker: string, work: (client: pg.Client) => Promise<void>) {
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  const { rows } = await server.query<{ datname: string }>(
    "select datname from pg_database where datname like 'facet\\_e2e\\_%'",
  );
  await server.end();
  for (const { datname } of rows) {
    const url = new URL(serverUrl);
    url.pathname = `/${datname}`;
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      const found = await client.query('select 1 from users where name = $1', [marker]);
      if (found.rowCount) return await work(client);
    } catch {
      // A database of another run, being dropped or not migrated yet.
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error('The database of this run was not found');
}

/** Nothing of the name ran: no flag set, no dialog, no image element made from it. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test('a name holding HTML and script is shown as text, never run', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const carla = await signInThroughApi(request, 'carla@acme.example');
  const refused = await request.patch('/api/user/update-profile', {
    headers: { authorization: `Bearer ${carla}` },
    data: { name: hostileName },
  });
  expect(refused.status()).toBe(400);
  // Letters only, as the API allows in a name, and unique to this run.
  const marker = `Carla ${Date.now()
    .toString(26)
    .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!)}`;
  const renamed = await request.patch('/api/user/update-profile', {
    headers: { authorization: `Bearer ${carla}` },
    data: { name: marker },
  });
  expect(renamed.status()).toBe(200);

  const resultId = await completeAssessment(
    request,
    await signInThroughApi(request, 'erin@acme.example'),
  );
  await withRunDatabase(marker, async (client) => {
    await client.query(
      "update users set name = $1 where email in ('carla@acme.example', 'erin@acme.example')",
      [hostileName],
    );
  });

  await page.goto('/login');
  await page.getByLabel('E-mail').fill('alicia@acme.example');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();

  await page.goto('/company-panel');
  await page.getByRole('tab', { name: 'Employees' }).click();
  const employees = page.getByRole('grid', { name: 'Employees' });
  await expect(employees.getByText(hostileName, { exact: true }).first()).toBeVisible();
  await expectInert(page);

  await page.goto('/company-panel/employee/carla@acme.example');
  await expect(page.getByText(hostileName).first()).toBeVisible();
  await expectInert(page);

  await page.goto(`/company-panel/employee/erin@acme.example/result/${resultId}`);
  await expect(page.getByText(hostileName).first()).toBeVisible();
  await expectInert(page);

  expect(dialogs).toEqual([]);
});
