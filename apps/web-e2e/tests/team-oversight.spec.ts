import { finishCarefullyAtReadingPace } from '../support/assessment';
import { signInThroughApi, signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

test('a manager reads a group’s team view and its table, the company admin reads and exports the audit trail, and the employee sees that the manager read her result', async ({
  page,
  request,
  tenant,
  stamp,
}) => {
  // Three assessments through the API (a team view shows scores of three people or more), three
  // sign-ins and a download through one browser.
  test.setTimeout(150_000);
  const { employee: erin, colleague: joao, manager: mario, admin: alicia } = tenant;
  for (const person of [erin, joao, alicia]) {
    await finishCarefullyAtReadingPace(
      request,
      await signInThroughApi(request, person),
      person.email,
    );
  }

  const headers = { authorization: `Bearer ${await signInThroughApi(request, alicia)}` };
  const groupName = `Design team ${stamp}`;
  const created = await request.post('/api/groups/create-group?role=manager', {
    headers,
    data: { name: groupName },
  });
  expect(created.status()).toBe(201);
  const groupId = ((await created.json()) as { group: { group_id: number } }).group.group_id;
  for (const person of [erin, joao, alicia, tenant.candidate]) {
    const added = await request.patch('/api/groups/add-member?role=manager', {
      headers,
      data: { group_id: groupId, email: person.email },
    });
    expect(added.status(), `adding ${person.email}`).toBe(200);
  }

  // The manager: the group's team view, its heatmap and the same figures as a plain table.
  await signInThroughUi(page, mario);
  await page.goto(`/company-panel/group/${groupId}`);
  await page.getByRole('link', { name: 'Team view' }).click();
  await expect(page).toHaveURL(new RegExp(`/company-panel/group/${groupId}/team$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Team view of ${groupName}` }),
  ).toBeVisible();
  await expect(page.getByText('3 members counted')).toBeVisible();
  // Carla holds no licence and has no result: the view says she was left out, and why.
  await expect(page.getByText(/1 member left out: 1 without a finished assessment/)).toBeVisible();
  const heatmap = page.getByRole('region', { name: 'Heatmap' });
  await expect(heatmap.getByRole('row', { name: new RegExp(erin.name) })).toBeVisible();
  await expect(heatmap.getByRole('row', { name: new RegExp(joao.name) })).toBeVisible();

  // React Aria keeps the switch's input visually hidden: a person presses its label.
  await page.getByText('Table view', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Table view' })).toBeChecked();
  const table = page.getByRole('table', { name: 'Team view as a table' });
  const erinsRow = table.getByRole('row', { name: new RegExp(erin.name) });
  await expect(erinsRow).toBeVisible();
  // Each cell is the member's percentile on the scale, as on every other screen.
  await expect(erinsRow.getByRole('cell').nth(1)).toHaveText(/^\d{1,3}$/);
  await expect(table.getByRole('row', { name: new RegExp(joao.name) })).toBeVisible();

  // And Erin's own result page: one more read of her result by someone else.
  await page.goto(`/company-panel/employee/${encodeURIComponent(erin.email)}?tab=results`);
  await page
    .getByRole('link', { name: /Inspect result/ })
    .first()
    .click();
  // The employee page's own heading is her name too: the result page's title, and its address,
  // say the read was made before the browser moves on.
  await expect(page).toHaveURL(/\/company-panel\/employee\/[^/]+\/result\/\d+/);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Result \\d+ of ${erin.name}$`) }),
  ).toBeVisible();

  // The company admin reads the trail, narrows it to Erin and exports it.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughUi(page, alicia);
  await page.goto('/company-panel?tab=audit-trail');
  const entries = page.getByRole('grid', { name: 'Audit trail entries' });
  await expect(entries.getByRole('row').filter({ hasText: mario.name }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'About whom (e-mail or account id)' }).fill(erin.email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // Mario read her result page and saw her in the team view: the view is one entry naming the
  // group and how many it showed, the people behind a toggle (decision D70).
  const erinsEntries = entries.getByRole('row').filter({ hasText: mario.name });
  const resultRead = erinsEntries.filter({ hasText: 'Viewed a result' });
  await expect(resultRead.first()).toBeVisible();
  await expect(resultRead.filter({ hasText: joao.name })).toHaveCount(0);
  const teamViewRead = erinsEntries
    .filter({ hasText: `Viewed the team view of “${groupName}” (3 people)` })
    .first();
  await expect(teamViewRead).toBeVisible();
  await teamViewRead.getByRole('button', { name: 'Show the 3 people' }).click();
  const listed = teamViewRead.getByRole('list', { name: 'People shown' });
  await expect(listed.getByRole('listitem')).toHaveText([
    `${alicia.name} · ${alicia.email}`,
    `${erin.name} · ${erin.email}`,
    `${joao.name} · ${joao.email}`,
  ]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString('utf8');
  expect(csv).toContain(mario.email);
  // Every entry exported is about Erin: her own, or a view that listed her among others.
  const exported = csv.trim().split(/\r?\n/).slice(1);
  expect(exported.length).toBeGreaterThan(1);
  for (const line of exported) expect(line).toContain(erin.email);

  // Erin, on her account: the manager read her result, and when.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughUi(page, erin);
  await page.goto('/account?tab=result-reads');
  const reads = page.getByRole('grid', { name: 'Views of my results' });
  await expect(reads.getByRole('row').filter({ hasText: mario.name }).first()).toBeVisible();
  await expect(reads.getByRole('row').filter({ hasText: alicia.name })).toHaveCount(0);
});
