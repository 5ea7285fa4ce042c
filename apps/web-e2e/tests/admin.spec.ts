import type { APIRequestContext } from '@playwright/test';
import { mailsTo } from '../support/outbox';
import { signInToBackOffice } from '../support/sign-in';
import { expect, lettersOf, test } from '../support/tenant';

async function mailSubjects(request: APIRequestContext, to: string): Promise<string[]> {
  return (await mailsTo(request, to)).map((mail) => mail.subject);
}

test('a platform admin signs in, opens the companies and adds 5 licences to a company', async ({
  page,
  tenant,
}) => {
  const { name } = tenant.company;
  await signInToBackOffice(page);
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();

  await page.getByRole('tab', { name: 'Companies' }).click();
  // Every journey's company is listed: the search finds this one (3 characters or more).
  await page.getByRole('searchbox', { name: 'Search: Companies' }).fill(name);
  const companies = page.getByRole('grid', { name: 'Companies' });
  const row = companies.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  // Cells after the row header: e-mail, administrator, employees, licences, actions. Licences
  // read "N available of M" (D61, D71): adding licences raises both.
  const licencesCell = row.getByRole('gridcell').nth(3);
  const [available, purchased] = ((await licencesCell.innerText()).match(/[\d,]+/g) ?? []).map(
    (figure) => Number(figure.replace(/,/g, '')),
  );

  await row.getByRole('button', { name: `Licences of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Licences of ${name}` });
  await dialog.getByRole('textbox', { name: 'Number of licences' }).fill('5');
  await dialog.getByRole('button', { name: 'Add licences' }).click();
  await expect(dialog).toBeHidden();

  const figure = (count: number) => new Intl.NumberFormat('en').format(count);
  await expect(licencesCell).toHaveText(
    `${figure(available! + 5)} available of ${figure(purchased! + 5)}`,
  );
});

test('a platform admin creates a company with an administrator, adds licences, invites an employee and creates a group on its page, and mails its administrator', async ({
  page,
  stamp,
}) => {
  // A dozen screens and dialogs: more than the default 30 s on a busy host.
  test.setTimeout(120_000);
  const companyName = `Journey ${stamp} Ltd`;
  // Person names take letters only: the stamp spelled with letters keeps each run's name apart.
  const administrator = {
    name: `Olga Owner ${lettersOf(stamp)}`,
    email: `olga.${stamp}@journey.example`,
  };
  const guest = `new.hire.${stamp}@journey.example`;
  const subject = `Welcome to Facet ${stamp}`;

  await signInToBackOffice(page);

  // The company's administrator must be a user who administers no company yet: create one.
  await page.getByRole('button', { name: 'Create user' }).click();
  const account = page.getByRole('dialog', { name: 'Create user' });
  await account.getByRole('textbox', { name: 'Name' }).fill(administrator.name);
  await account.getByRole('textbox', { name: 'E-mail' }).fill(administrator.email);
  await account.getByLabel('Password', { exact: true }).fill('Journey2026');
  await account.getByLabel('Confirm the password').fill('Journey2026');
  await account.getByRole('button', { name: 'Create' }).click();
  await expect(account).toBeHidden();

  await page.getByRole('tab', { name: 'Companies' }).click();
  await page.getByRole('button', { name: 'Create company' }).click();
  const creation = page.getByRole('dialog', { name: 'Create company' });
  await creation.getByRole('textbox', { name: 'Company name' }).fill(companyName);
  await creation
    .getByRole('textbox', { name: 'Company e-mail' })
    .fill(`office.${stamp}@journey.example`);
  await creation
    .getByRole('textbox', { name: 'Administrator e-mail', exact: true })
    .fill(administrator.email);
  await creation
    .getByRole('textbox', { name: 'Administrator e-mail again' })
    .fill(administrator.email);
  await creation.getByRole('button', { name: 'Create' }).click();
  await expect(creation).toBeHidden();

  // The search finds the new company among the others (3 characters or more).
  await page.getByRole('searchbox', { name: 'Search: Companies' }).fill(`Journey ${stamp}`);
  const row = page
    .getByRole('grid', { name: 'Companies' })
    .getByRole('row', { name: new RegExp(companyName) });
  await expect(row.getByRole('gridcell').nth(1)).toHaveText(administrator.email);

  await row.getByRole('button', { name: `Licences of ${companyName}` }).click();
  const licences = page.getByRole('dialog', { name: `Licences of ${companyName}` });
  await licences.getByRole('textbox', { name: 'Number of licences' }).fill('3');
  await licences.getByRole('button', { name: 'Add licences' }).click();
  await expect(licences).toBeHidden();
  // Licences in the one vocabulary: available against the purchased total (D61, D71).
  await expect(row.getByRole('gridcell').nth(3)).toHaveText('3 available of 3');

  // The company's page is the company panel's own screens, acting through /admin-companies.
  await row.getByRole('link', { name: `View ${companyName}` }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/company\/\d+$/);
  await expect(page.getByRole('heading', { name: companyName, level: 1 })).toBeVisible();
  await expect(page.getByText(administrator.name).first()).toBeVisible();

  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const invitation = page.getByRole('dialog', { name: 'Invite someone' });
  await invitation.getByRole('textbox', { name: 'E-mail' }).fill(guest);
  await invitation.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Employee' }).click();
  await invitation.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invitation).toBeHidden();
  // The manager's people pipeline, on this company: the invitee is Invited (D62, D71).
  await expect(
    page
      .getByRole('grid', { name: 'People of the company' })
      .getByRole('row', { name: new RegExp(guest) })
      .getByText('Invited'),
  ).toBeVisible();
  await expect.poll(() => mailSubjects(page.request, guest)).toHaveLength(1);

  // The Groups tab is the panel's too: a group created here is listed on this company.
  await page.getByRole('tab', { name: 'Groups' }).click();
  await page.getByRole('textbox', { name: 'Group name' }).fill('Back office team');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(
    page
      .getByRole('grid', { name: 'Groups of the company' })
      .getByRole('row', { name: /Back office team/ }),
  ).toBeVisible();

  // Back on the dashboard, a mail to the new administrator, which the outbox then holds.
  await page.getByRole('link', { name: 'Back to the back office' }).click();
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  const mail = page.getByRole('dialog', { name: 'Send an e-mail' });
  await mail.getByRole('textbox', { name: /Addresses/ }).fill(administrator.email);
  await mail.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await mail.getByRole('textbox', { name: 'Message in English' }).fill('Your company is ready.');
  await mail.getByRole('textbox', { name: 'Message in Spanish' }).fill('Tu empresa está lista.');
  await mail.getByRole('textbox', { name: 'Message in Portuguese' }).fill('A empresa está pronta.');
  await mail.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(mail).toBeHidden();

  await expect.poll(() => mailSubjects(page.request, administrator.email)).toContain(subject);
});
