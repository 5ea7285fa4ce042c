import type { APIRequestContext } from '@playwright/test';
import { itemsOnPage } from '@facet/assessment-domain';
import type { ReminderSettingsAnswer } from '@facet/company-domain';
import ExcelJS from 'exceljs';
import { finishCarefullyHurryingAtTheEnd } from '../support/assessment';
import { linkPathMailedTo, mailsTo, type DevMail } from '../support/outbox';
import { rankAgainstProfile } from '../support/ranking';
import { withRunDatabase } from '../support/run-database';
import { signInThroughApi, signInThroughUi } from '../support/sign-in';
import { expect, lettersOf, test, type Person } from '../support/tenant';

/** Registers the person a mailed /register/ link was sent to, as the registration page does. */
async function registerFromMail(request: APIRequestContext, person: Person): Promise<void> {
  const registrationPath = await linkPathMailedTo(request, person.email, '/register/');
  const registered = await request.post('/api/auth/employee-register', {
    data: {
      token: decodeURIComponent(registrationPath.split('/').at(-1)!),
      name: person.name,
      password: person.password,
      termsVersion: '1.0.0',
      privacyVersion: '1.0.0',
    },
  });
  expect(registered.status(), `registration of ${person.email}`).toBe(201);
}

/** Opens the person's assessment, consents and saves the first page only, as the app calls them. */
async function startAndStopAfterOnePage(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const launch = await request.post('/api/diagnoses/launch', { headers, data: { lang: 'en' } });
  expect(launch.status()).toBe(200);
  const consent = await request.post('/api/diagnoses/consent', {
    headers,
    data: { consents: true, version: '1.0.0' },
  });
  expect(consent.status()).toBe(200);
  const saved = await request.patch('/api/diagnoses/submit', {
    headers,
    data: {
      lang: 'en',
      finish: false,
      responses: itemsOnPage(1).map((item) => ({ question_id: item.id, answer: 'neutral' })),
    },
  });
  expect(saved.status()).toBe(200);
}

/** The kinds of mail the outbox holds for each of `addresses`, in the same order. */
async function mailKindsOf(request: APIRequestContext, addresses: readonly string[]) {
  return Promise.all(
    addresses.map(async (address) => (await mailsTo(request, address)).map((mail) => mail.kind)),
  );
}

test('a manager invites 45 people from a 50-row file, two register, one finishes, the others are reminded and the manager ranks and downloads the XLSX', async ({
  page,
  request,
  tenant,
  stamp,
}) => {
  // A 240-answer assessment, a reminder sweep and a file download through one browser.
  test.setTimeout(90_000);
  const { manager } = tenant;
  const managerHeaders = { authorization: `Bearer ${await signInThroughApi(request, manager)}` };
  const invitees = Array.from(
    { length: 45 },
    (_, index) => `hire.${String(index + 1).padStart(2, '0')}.${stamp}@tenant.example`,
  );
  const password = `Welcome1${stamp.slice(-6)}`;
  const finisher: Person = {
    email: invitees[0]!,
    name: `Fiona Finisher-${lettersOf(stamp)}`,
    password,
  };
  const starter: Person = {
    email: invitees[1]!,
    name: `Stefan Starter-${lettersOf(stamp)}`,
    password,
  };
  const neverRegistered = invitees.slice(2);
  const alreadyInvited = `pending.${stamp}@tenant.example`;

  // 45 invitations need more licences than the tenant's 21 free ones.
  await withRunDatabase((client) =>
    client.query('update companies set licences = licences + 30 where id = $1', [
      tenant.company.id,
    ]),
  );
  const earlierInvitation = await request.post('/api/companies/invite?role=manager', {
    headers: managerHeaders,
    data: { guest: alreadyInvited, role: 'employee', lang: 'en' },
  });
  expect(earlierInvitation.status()).toBe(201);

  // Five rows the file gets wrong, among the first page of 25 the preview shows.
  const badRows = [
    { email: `not-an-address.${stamp}`, role: 'employee', reason: 'Enter a valid e-mail address.' },
    {
      email: `hire.boss.${stamp}@tenant.example`,
      role: 'boss',
      reason: 'Unknown role: use admin, manager, employee or candidate.',
    },
    {
      email: invitees[2]!,
      role: 'employee',
      reason: 'This address is already on an earlier row of the file.',
    },
    {
      email: tenant.employee.email,
      role: 'employee',
      reason: 'This person is already in the company.',
    },
    {
      email: alreadyInvited,
      role: 'employee',
      reason: 'There is already a pending invitation for this e-mail address.',
    },
  ];
  const languages = ['en', 'es', 'pt'] as const;
  const rows = invitees.map(
    (address, index) =>
      `${address},,${index % 5 === 4 ? 'candidate' : 'employee'},${languages[index % 3]}`,
  );
  badRows.forEach((bad, index) => rows.splice(4 + index * 5, 0, `${bad.email},,${bad.role},en`));
  const hiringFile = ['E-mail,Name,Role,Language', ...rows].join('\n');

  // The interface speaks the browser's language (English here), not the `es` of Mario's account,
  // as in the other journeys; the XLSX comes in the interface's language.
  await signInThroughUi(page, manager);
  await page.goto('/company-panel?tab=invitations');
  await page.getByRole('button', { name: 'Invite from a file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite people from a file' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'hiring-wave.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(hiringFile),
  });
  await expect(dialog.getByText('50 rows: 45 valid, 5 invalid.')).toBeVisible();
  await expect(
    dialog.getByText(/^The 45 valid rows will hold 45 licences; \d+ available\.$/),
  ).toBeVisible();
  for (const bad of badRows) {
    const refused = dialog
      .getByRole('row')
      .filter({ hasText: bad.email })
      .filter({ hasText: bad.reason });
    await expect(refused.getByText('Invalid', { exact: true })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Invite 45 people' }).click();
  await expect(
    dialog.getByText(
      '45 invitations sent, 5 rows not sent. The e-mails leave within a few minutes.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();

  // Two of them register and join with the licence their invitation held; one finishes, one
  // stops early.
  for (const person of [finisher, starter]) {
    await registerFromMail(request, person);
    const joined = await request.get(
      `/api/companies/get-employees/${encodeURIComponent(person.email)}?role=manager`,
      { headers: managerHeaders },
    );
    expect(joined.status(), `membership of ${person.email}`).toBe(200);
    expect((await joined.json()).employee, `licence of ${person.email}`).toMatchObject({
      licence_state: 'yes',
    });
  }
  await finishCarefullyHurryingAtTheEnd(
    request,
    await signInThroughApi(request, finisher),
    finisher.email,
  );
  await startAndStopAfterOnePage(request, await signInThroughApi(request, starter));

  // The clock moves past the company's delay (the defaults: no one has changed them): the file's
  // invitations and both attempts, the unfinished one an hour further so it heads the Reminders
  // list.
  const settings = await request.get('/api/companies/reminder-settings?role=manager', {
    headers: managerHeaders,
  });
  expect(settings.status()).toBe(200);
  const { daysAfter } = ((await settings.json()) as ReminderSettingsAnswer).settings;
  await withRunDatabase(async (client) => {
    await client.query('begin');
    await client.query(
      `update invitations set created_at = created_at - make_interval(days => $3, mins => 1)
        where company_id = $1 and guest_email = any($2)`,
      [tenant.company.id, invitees, daysAfter],
    );
    const sessions = `select s.id from assessment_sessions s join users u on u.id = s.user_id
                       where u.email = any($1)`;
    await client.query(
      `update answers set answered_at = answered_at - make_interval(days => $2, hours => 1)
        where session_id in (${sessions})`,
      [[finisher.email, starter.email], daysAfter],
    );
    await client.query(
      `update assessment_sessions set started_at = started_at - make_interval(days => $2, hours => 1)
        where id in (${sessions})`,
      [[finisher.email, starter.email], daysAfter],
    );
    await client.query('commit');
  });

  await expect
    .poll(
      async () => {
        const kinds = await mailKindsOf(request, [...neverRegistered, starter.email]);
        return kinds.filter((mail, index) =>
          mail.includes(
            index < neverRegistered.length ? 'invitation-reminder' : 'assessment-reminder',
          ),
        ).length;
      },
      {
        message: 'reminders to the 43 who never registered and the one who stopped',
        timeout: 20_000,
      },
    )
    .toBe(neverRegistered.length + 1);
  const reminderKinds = ['invitation-reminder', 'assessment-reminder'];
  const remindedOnce = await mailKindsOf(request, [
    ...neverRegistered,
    starter.email,
    finisher.email,
    alreadyInvited,
  ]);
  expect(remindedOnce.map((mail) => mail.filter((kind) => reminderKinds.includes(kind)))).toEqual([
    ...neverRegistered.map(() => ['invitation-reminder']),
    ['assessment-reminder'],
    [],
    [],
  ]);
  // A reminder carries a fresh registration link (the stored token is a hash), and the
  // assessment reminder leads back to the assessment.
  const linkPaths = (mails: DevMail[], kind: string) =>
    mails
      .filter((mail) => mail.kind === kind)
      .flatMap((mail) => mail.links.map((link) => new URL(link).pathname));
  const neverRegisteredMail = await mailsTo(request, neverRegistered[0]!);
  const [reminderLink] = linkPaths(neverRegisteredMail, 'invitation-reminder');
  expect(reminderLink).toMatch(/^\/register\/[^/]+$/);
  expect(linkPaths(neverRegisteredMail, 'invitation')).not.toContain(reminderLink);
  expect(linkPaths(await mailsTo(request, starter.email), 'assessment-reminder')).toContain(
    '/diagnostic',
  );

  await page.goto('/company-panel?tab=reminders');
  const waiting = page.getByRole('grid', {
    name: 'Pending invitations and unfinished assessments',
  });
  const starterRow = waiting.getByRole('row', { name: new RegExp(starter.name) });
  await expect(starterRow.getByText('Finishing the assessment')).toBeVisible();
  await expect(starterRow.getByText(/^Reminded once, on /)).toBeVisible();
  const firstNeverRegistered = waiting.getByRole('row', {
    name: new RegExp(neverRegistered[0]!.replace(/\./g, '\\.')),
  });
  await expect(firstNeverRegistered.getByText('Accepting the invitation')).toBeVisible();
  await expect(firstNeverRegistered.getByText(/^Reminded once, on /)).toBeVisible();

  // The ranking against a new profile.
  const profileName = `Hiring wave ${stamp}`;
  const profile = await request.post('/api/profiles/create-profile?role=manager', {
    headers: managerHeaders,
    data: {
      name: profileName,
      min_extraversion: 100,
      max_extraversion: 170,
      min_anxiety: 4,
      max_anxiety: 20,
    },
  });
  expect(profile.status()).toBe(201);

  await page.goto('/company-panel?tab=profiles');
  await rankAgainstProfile(page, profileName);
  // Its last pages answered faster than anyone reads, the finished protocol is questionable: the
  // ranking lists it by default, marked.
  const ranking = page.getByRole('grid', { name: `Members ranked against ${profileName}` });
  const finisherRow = ranking.getByRole('row', { name: new RegExp(finisher.name) });
  await expect(finisherRow.getByText('Questionable', { exact: true })).toBeVisible();
  // The fit shows as the continuous score (0-100) with what it means, beside its bar.
  const shownFit = finisherRow
    .getByRole('gridcell')
    .filter({ hasText: /Inside every range|Outside at least one range/ });
  await expect(shownFit).toHaveText(/^\d+(\.\d)?(Inside every range|Outside at least one range)/);
  await expect(page.getByText(`1 person ranked against ${profileName}.`)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download XLSX' }).click();
  const spreadsheet = await download;
  expect(spreadsheet.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await spreadsheet.path());
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const fitHeading = `Fit with ${profileName} (%)`;
  const scoreHeading = `Fit score with ${profileName} (0-100)`;
  expect(header.slice(0, 5)).toEqual(['Person', 'E-mail', 'Role', 'Result date', 'Validity']);
  expect(header).toContain('Extraversion');
  expect(header).toContain('Extraversion (level)');
  expect(header).toContain(fitHeading);
  expect(sheet.actualRowCount).toBe(2);
  const row = (sheet.getRow(2).values as unknown[]).slice(1);
  const cell = (heading: string) => row[header.indexOf(heading)];
  expect(cell('Person')).toBe(finisher.name);
  expect(cell('E-mail')).toBe(finisher.email);
  expect(cell('Validity')).toBe('Questionable');
  expect(typeof cell(fitHeading)).toBe('number');
  expect(typeof cell(scoreHeading)).toBe('number');
  const score = new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(
    cell(scoreHeading) as number,
  );
  expect(await shownFit.textContent()).toMatch(
    new RegExp(`^${score.replace('.', '\\.')}(Inside every range|Outside at least one range)`),
  );
  expect(typeof cell('Extraversion')).toBe('number');
  expect(typeof cell('Anxiety')).toBe('number');
});
