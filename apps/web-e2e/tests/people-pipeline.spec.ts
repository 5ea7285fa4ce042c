import { finishCarefullyAtReadingPace } from '../support/assessment';
import { linkPathMailedTo, mailsTo } from '../support/outbox';
import { withRunDatabase } from '../support/run-database';
import { signInThroughApi, signInThroughUi } from '../support/sign-in';
import { expect, lettersOf, test } from '../support/tenant';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the people pipeline: statuses, search, bulk actions and a row's menu at ${viewport.width} px`, async ({
    page,
    browser,
    tenant,
    stamp,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    const groupName = `Pipeline ${lettersOf(stamp)}`;
    await withRunDatabase((client) =>
      client.query('insert into groups (company_id, name) values ($1, $2)', [
        tenant.company.id,
        groupName,
      ]),
    );
    const finisher = {
      name: `Mei ${lettersOf(stamp)}`,
      email: `mei.${stamp}@example.com`,
      password: 'Pipeline passphrase 41',
    };
    const waiting = `diego.${stamp}@example.com`;

    // The admin invites two people from the panel.
    await signInThroughUi(page, tenant.admin);
    await page.goto('/company-panel');
    for (const guest of [finisher.email, waiting]) {
      await page.getByRole('button', { name: 'Invite', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite someone' });
      await dialog.getByRole('textbox', { name: 'E-mail' }).fill(guest);
      await dialog.getByRole('button', { name: /Role/ }).click();
      await page.getByRole('option', { name: 'Employee' }).click();
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expect(dialog).toBeHidden();
    }
    const people = page.getByRole('grid', { name: 'People of the company' });
    const rowOf = (text: string) =>
      people.getByRole('row', { name: new RegExp(text.replace(/\./g, '\\.')) });
    // The checkbox's input is hidden behind its drawn box: a person presses the label.
    const select = async (name: string) => {
      const checkbox = page.getByRole('checkbox', { name: `Select ${name}` });
      await page.locator('label', { has: checkbox }).click();
      await expect(checkbox).toBeChecked();
    };
    await expect(rowOf(waiting).getByText('Invited')).toBeVisible();
    await expect(rowOf(finisher.email).getByText('Invited')).toBeVisible();

    // One registers from the mailed link and finishes the assessment with a licence.
    const visitor = await browser.newPage();
    await visitor.goto(await linkPathMailedTo(visitor.request, finisher.email, '/register/'));
    await visitor.getByRole('textbox', { name: 'Name' }).fill(finisher.name);
    await visitor.getByLabel('New password', { exact: true }).fill(finisher.password);
    await visitor.getByLabel('Confirm the new password', { exact: true }).fill(finisher.password);
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await expect(visitor).toHaveURL(/\/home$/);
    await withRunDatabase((client) =>
      client.query(
        `update memberships set licence_state = 'yes'
          where company_id = $1 and user_id = (select id from users where email = $2)`,
        [tenant.company.id, finisher.email],
      ),
    );
    const token = await signInThroughApi(visitor.request, finisher);
    await finishCarefullyAtReadingPace(visitor.request, token, finisher.email);
    await visitor.close();

    // The pipeline shows where each stands; the status filter and the search narrow it.
    await page.goto('/company-panel?tab=people');
    // The first page after the assessment's scoring can wait on a busy server.
    await expect(rowOf(finisher.name).getByText('Finished')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Finished' }).click();
    await expect(rowOf(finisher.name)).toBeVisible();
    await expect(rowOf(waiting)).toBeHidden();
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(`diego.${stamp}`);
    await expect(rowOf(waiting)).toBeVisible();
    await expect(rowOf(finisher.name)).toBeHidden();
    await expect(rowOf(tenant.employee.name)).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('');

    // Both selected: only the open invitation can be reminded, and it is.
    await select(finisher.name);
    await select(waiting);
    const bar = page.getByRole('region', { name: 'Actions on the selected people' });
    await expect(bar.getByText('2 selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Send reminders' }).click();
    await expect(page.getByText('1 reminder sent.')).toBeVisible();
    await expect.poll(async () => (await mailsTo(page.request, waiting)).length).toBeGreaterThan(1);

    // The finisher joins the group; the group filter then finds them.
    await select(finisher.name);
    await bar.getByRole('button', { name: 'Add to group' }).click();
    const groupDialog = page.getByRole('dialog', { name: 'Add 1 person to a group' });
    await groupDialog.getByRole('button', { name: /Group/ }).click();
    await page.getByRole('option', { name: groupName }).click();
    await groupDialog.getByRole('button', { name: 'Add to group' }).click();
    await expect(page.getByText(`1 person added to ${groupName}.`)).toBeVisible();
    await page.getByRole('button', { name: /Group/ }).click();
    await page.getByRole('option', { name: groupName }).click();
    await expect(rowOf(finisher.name)).toBeVisible();
    await expect(rowOf(waiting)).toBeHidden();

    // A row's menu, named after the person, cancels the other invitation after asking.
    await page.goto(`/company-panel?tab=invitations`);
    await rowOf(waiting)
      .getByRole('button', { name: `Actions for ${waiting}` })
      .click();
    await page.getByRole('menuitem', { name: 'Cancel invitation' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Cancel the invitation to ${waiting}?` });
    await confirm.getByRole('button', { name: 'Cancel invitation' }).click();
    await expect(rowOf(waiting).getByText('Cancelled')).toBeVisible();

    // Nothing runs past the screen's edge; on a phone the tabs stay on one scrolling row.
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const tabs = await page.getByRole('tablist', { name: 'Company panel sections' }).boundingBox();
    const tab = await page.getByRole('tab', { name: 'People' }).boundingBox();
    expect(tabs!.height).toBeLessThan(tab!.height * 2);
  });
}

test('the dashboard shows its four figures two by two on a phone', async ({ page, tenant }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughUi(page, tenant.admin);
  await page.goto('/home');
  // The figures' titles, in reading order: licences, invitations, in progress, this month.
  const titles = page.getByRole('heading', { level: 3 });
  await expect(titles.first()).toBeVisible();
  const boxes = await Promise.all(
    (await titles.all()).slice(0, 4).map((title) => title.boundingBox()),
  );
  expect(boxes[0]!.y).toBe(boxes[1]!.y);
  expect(boxes[2]!.y).toBe(boxes[3]!.y);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
});
