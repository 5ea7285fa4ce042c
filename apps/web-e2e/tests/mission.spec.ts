import { readFile } from 'node:fs/promises';
import { itemsPerPage, totalPages } from '@facet/assessment-domain';
import type { Browser, Page } from '@playwright/test';
import { carefulDigitFor, recordPagesAsRead } from '../support/assessment';
import { expectNoAxeViolations } from '../support/axe';
import { linkPathMailedTo } from '../support/outbox';
import { signInThroughUi, signInToBackOffice } from '../support/sign-in';
import { expect, lettersOf, test } from '../support/tenant';

/** Each person in a browser of their own, as the product is used. */
async function newPerson(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/**
 * Answers one page of statements from the keyboard: focus each statement's first choice, type a
 * digit. The twelve pages are one screen with other statements, so axe checks the first (no
 * "Previous page") and the last ("Previous page" and "Finish"): each check costs seconds.
 */
async function answerPage(page: Page, pageNumber: number): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: `Page ${pageNumber} of ${totalPages}` }),
  ).toBeVisible();
  if (pageNumber === 1 || pageNumber === totalPages) {
    await expectNoAxeViolations(page, `/diagnostic page ${pageNumber}`);
  }
  const statements = page.getByRole('radiogroup');
  await expect(statements).toHaveCount(itemsPerPage);
  for (let position = 0; position < itemsPerPage; position += 1) {
    await statements.nth(position).getByRole('radio').first().focus();
    await page.keyboard.press(carefulDigitFor(pageNumber, position));
  }
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(itemsPerPage);
  await page
    .getByRole('button', { name: pageNumber === totalPages ? 'Finish' : 'Save and continue' })
    .click();
  if (pageNumber === totalPages) {
    await page
      .getByRole('alertdialog', { name: 'Finish the assessment?' })
      .getByRole('button', { name: 'Finish and see my result' })
      .click();
  }
}

test('the mission: a company is set up, an employee is invited, takes the assessment and files a request, the company compares the result, the admin resolves the request; axe on every screen', async ({
  browser,
  stamp,
}) => {
  // Three people, 240 statements, a PDF and some thirty axe passes of seconds each, two of them
  // over a full result: 4 minutes on a quiet 2-core machine, up to 10 beside another journey.
  test.setTimeout(900_000);
  // Person names take letters only: the stamp spelled with letters keeps each run's names apart.
  const letters = lettersOf(stamp);
  const companyName = `Mission ${stamp} Ltd`;
  const owner = {
    name: `Odile Owner ${letters}`,
    email: `odile.${stamp}@mission.example`,
    password: `Mission1${stamp.slice(-6)}`,
  };
  const hire = {
    name: `Ernesto Hire ${letters}`,
    email: `ernesto.${stamp}@mission.example`,
    password: `Hired1${stamp.slice(-6)}`,
  };
  const profileName = `Analyst ${stamp}`;
  const requestDetails = `Please send me a copy of all my data (${stamp}).`;

  const admin = await newPerson(browser);
  await test.step('the platform admin creates the administrator, the company and its licences', async () => {
    await admin.goto('/admin');
    // The first page of a fresh server loads its chunks cold: slower than the rest.
    await expect(admin.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolations(admin, '/admin (sign-in)');
    await signInToBackOffice(admin);
    await expect(admin.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();
    await expectNoAxeViolations(admin, '/admin/dashboard (Users tab)');

    await admin.getByRole('button', { name: 'Create user' }).click();
    const account = admin.getByRole('dialog', { name: 'Create user' });
    await expect(account).toBeVisible();
    await expectNoAxeViolations(admin, '/admin/dashboard, Create user dialog');
    await account.getByRole('textbox', { name: 'Name' }).fill(owner.name);
    await account.getByRole('textbox', { name: 'E-mail' }).fill(owner.email);
    await account.getByLabel('Password', { exact: true }).fill(owner.password);
    await account.getByLabel('Confirm the password').fill(owner.password);
    await account.getByRole('button', { name: 'Create' }).click();
    await expect(account).toBeHidden();

    await admin.getByRole('tab', { name: 'Companies' }).click();
    await expect(admin.getByRole('grid', { name: 'Companies' })).toBeVisible();
    await expectNoAxeViolations(admin, '/admin/dashboard (Companies tab)');
    await admin.getByRole('button', { name: 'Create company' }).click();
    const creation = admin.getByRole('dialog', { name: 'Create company' });
    await expect(creation).toBeVisible();
    await expectNoAxeViolations(admin, '/admin/dashboard, Create company dialog');
    await creation.getByRole('textbox', { name: 'Company name' }).fill(companyName);
    await creation
      .getByRole('textbox', { name: 'Company e-mail' })
      .fill(`office.${stamp}@mission.example`);
    await creation
      .getByRole('textbox', { name: 'Administrator e-mail', exact: true })
      .fill(owner.email);
    await creation.getByRole('textbox', { name: 'Administrator e-mail again' }).fill(owner.email);
    await creation.getByRole('button', { name: 'Create' }).click();
    await expect(creation).toBeHidden();

    await admin.getByRole('searchbox', { name: 'Search: Companies' }).fill(`Mission ${stamp}`);
    const row = admin
      .getByRole('grid', { name: 'Companies' })
      .getByRole('row', { name: new RegExp(companyName) });
    await expect(row.getByRole('gridcell').nth(1)).toHaveText(owner.email);
    await row.getByRole('button', { name: `Licences of ${companyName}` }).click();
    const licences = admin.getByRole('dialog', { name: `Licences of ${companyName}` });
    await expect(licences).toBeVisible();
    await expectNoAxeViolations(admin, '/admin/dashboard, Licences dialog');
    await licences.getByRole('textbox', { name: 'Number of licences' }).fill('3');
    await licences.getByRole('button', { name: 'Add licences' }).click();
    await expect(licences).toBeHidden();
    await expect(row.getByRole('gridcell').nth(3)).toHaveText('3 available of 3');
  });

  const company = await newPerson(browser);
  await test.step('the company administrator signs in and invites an employee', async () => {
    await company.goto('/login');
    await expect(company.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expectNoAxeViolations(company, '/login');
    await signInThroughUi(company, owner);
    await company.goto('/company-panel');
    await expect(company.getByRole('heading', { name: 'Company panel', level: 1 })).toBeVisible();
    await expect(company.getByText(companyName).first()).toBeVisible();
    await expectNoAxeViolations(company, '/company-panel (Info tab)');
    await company.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = company.getByRole('dialog', { name: 'Invite someone' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(company, '/company-panel, Invite dialog');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(hire.email);
    await dialog.getByRole('button', { name: /Role/ }).click();
    await company.getByRole('option', { name: 'Employee' }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      company
        .getByRole('grid', { name: 'People of the company' })
        .getByRole('row', { name: new RegExp(hire.email.replace(/\./g, '\\.')) })
        .getByText('Invited'),
    ).toBeVisible();
    await expectNoAxeViolations(company, '/company-panel (People tab, invitations)');
  });

  const employee = await newPerson(browser);
  await test.step('the employee registers from the mailed link and holds the licence the invitation assigned', async () => {
    await employee.goto(await linkPathMailedTo(employee.request, hire.email, '/register/'));
    await expect(employee.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectNoAxeViolations(employee, '/register/{token}');
    await employee.getByRole('textbox', { name: 'Name' }).fill(hire.name);
    await employee.getByLabel('New password', { exact: true }).fill(hire.password);
    await employee.getByLabel('Confirm the new password', { exact: true }).fill(hire.password);
    await employee.getByRole('button', { name: 'Create account' }).click();
    // Registered, the employee is signed in on their home.
    await expect(employee).toHaveURL(/\/home$/);
    await expect(employee.getByRole('heading', { level: 1 })).toBeVisible();

    // One licence per assessment: the administrator grants one of the company's three.
    await company.getByRole('tab', { name: 'People' }).click();
    const row = company
      .getByRole('grid', { name: 'People of the company' })
      .getByRole('row', { name: new RegExp(hire.name) });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(company, '/company-panel (People tab)');
    await row.getByRole('button', { name: `Actions for ${hire.name}` }).click();
    await company.getByRole('menuitem', { name: 'View details' }).click();
    await expect(company.getByRole('heading', { name: hire.name, level: 1 })).toBeVisible();
    await expectNoAxeViolations(company, '/company-panel/employee/{email}');
    // The licence the invitation held is theirs already: the assessment can start at once.
    await expect(company.getByRole('button', { name: 'Withdraw licence' })).toBeVisible();
  });

  let resultUrl = '';
  await test.step('the employee consents, answers the 240 statements and reads the result', async () => {
    await employee.goto('/diagnostic');
    const start = employee.getByRole('button', { name: 'Start the assessment' });
    await expect(start).toBeVisible();
    await expectNoAxeViolations(employee, '/diagnostic');
    await start.click();
    const consent = employee.getByRole('dialog', { name: 'Consent to data processing' });
    await expect(consent).toBeVisible();
    await expectNoAxeViolations(employee, '/diagnostic, consent dialog');
    await consent.getByText('I consent to the processing of my answers and results.').click();
    await consent.getByRole('button', { name: 'Accept and continue' }).click();

    for (let pageNumber = 1; pageNumber <= totalPages; pageNumber += 1) {
      // Answered by keyboard in seconds: before the last page the attempt is timed as read.
      if (pageNumber === totalPages) await recordPagesAsRead(hire.email);
      await answerPage(employee, pageNumber);
    }

    await expect(employee.getByRole('heading', { level: 1, name: 'You’re done!' })).toBeVisible();
    await expectNoAxeViolations(employee, '/diagnostic, finish moment');
    await employee.getByRole('link', { name: 'See your profile at a glance' }).click();
    await expect(employee).toHaveURL(/\/results\/\d+$/);
    resultUrl = employee.url();
    await expect(
      employee.getByRole('heading', { level: 1, name: /^Your result of / }),
    ).toBeVisible();
    await expect(
      employee.getByRole('heading', { level: 3, name: 'Social relationships' }),
    ).toBeVisible();
    await expectNoAxeViolations(employee, '/results/{id}');
  });

  let requestId = '';
  await test.step('the employee files an access request', async () => {
    await employee.goto('/arsulipo');
    await expect(employee.getByRole('textbox', { name: 'Name' })).toHaveValue(hire.name);
    await expectNoAxeViolations(employee, '/arsulipo');
    await employee.getByRole('button', { name: /Right/ }).click();
    await employee.getByRole('option', { name: 'Access' }).click();
    await employee.getByRole('textbox', { name: 'Details' }).fill(requestDetails);
    await employee.getByRole('button', { name: 'Send request' }).click();
    await expect(employee.getByText(/Your request has been received/)).toBeVisible();
    await expectNoAxeViolations(employee, '/arsulipo (sent)');
    await employee.getByRole('link', { name: 'See your request' }).click();
    await expect(employee).toHaveURL(/\/account\/arsulipo\/\d+$/);
    requestId = new URL(employee.url()).pathname.split('/').pop()!;
    await expect(employee.getByRole('heading', { name: /Request \d+/, level: 1 })).toBeVisible();
    await expectNoAxeViolations(employee, '/account/arsulipo/{id}');
  });

  await test.step('the company administrator creates a profile, compares the result and downloads the PDF', async () => {
    await company.goto('/company-panel?tab=profiles');
    await company.getByRole('link', { name: 'Create profile' }).click();
    await expect(company.getByRole('heading', { name: 'Create profile', level: 1 })).toBeVisible();
    await expectNoAxeViolations(company, '/company-panel/profile/create');
    await company.getByRole('textbox', { name: /^Name/ }).fill(profileName);
    // Ranges in plain language: level spans on two scales, chosen percentiles on a third.
    const chooseRange = async (scale: string, option: string) => {
      await company.getByRole('button', { name: new RegExp(`Wanted range ${scale}$`) }).click();
      await company.getByRole('option', { name: option }).click();
    };
    await chooseRange('Extraversion', 'Average to high');
    await chooseRange('Perseverance and responsibility', 'Average to high');
    // A facet folds under its domain while editing (D71).
    await company
      .getByRole('button', { name: 'The 6 facets of Neuroticism vs. emotional stability' })
      .click();
    await chooseRange('Anxiety', 'Percentiles of my choice');
    await company.getByRole('textbox', { name: 'From percentile Anxiety' }).fill('5');
    await company.getByRole('textbox', { name: 'To percentile Anxiety' }).fill('95');
    await company.getByRole('button', { name: 'Save' }).click();
    await expect(company.getByRole('heading', { name: `Profile ${profileName}` })).toBeVisible();
    await expectNoAxeViolations(company, '/company-panel/profile/{id}');

    await company.goto('/company-panel?tab=employees');
    await company
      .getByRole('grid', { name: 'People of the company' })
      .getByRole('button', { name: `Actions for ${hire.name}` })
      .click();
    await company.getByRole('menuitem', { name: 'View details' }).click();
    await expect(company.getByRole('heading', { name: hire.name, level: 1 })).toBeVisible();
    await company.getByRole('tab', { name: 'Results' }).click();
    const results = company.getByRole('grid', { name: 'Results of the employee' });
    await expect(results.getByRole('link', { name: 'Inspect result 1' })).toBeVisible();
    await expectNoAxeViolations(company, '/company-panel/employee/{email} (Results tab)');
    await results.getByRole('link', { name: 'Inspect result 1' }).click();
    await expect(company).toHaveURL(/\/company-panel\/employee\/[^/]+\/result\/\d+$/);
    expect(new URL(company.url()).pathname.split('/').pop()).toBe(
      new URL(resultUrl).pathname.split('/').pop(),
    );
    await expect(
      company.getByRole('heading', { level: 1, name: new RegExp(hire.name) }),
    ).toBeVisible();
    await expectNoAxeViolations(company, '/company-panel/employee/{email}/result/{id}');

    await company.getByRole('button', { name: /Comparison profile/ }).click();
    await company.getByRole('option', { name: profileName }).click();
    const headline = company.getByRole('region', { name: `Fit with “${profileName}”` });
    await expect(
      headline.getByRole('meter', { name: `Fit score with “${profileName}”` }),
    ).toHaveAttribute('aria-valuenow', /^\d+(\.\d)?$/);
    await expect(
      headline.getByText(
        /^(Every scale the profile sets is inside its range\.|\d of 3 scales outside the profile’s ranges)$/,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(company, '/company-panel/employee/{email}/result/{id} (compared)');

    const download = company.waitForEvent('download');
    await company.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^facet-report-\d+-en\.pdf$/);
    const pdf = await readFile(await file.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  await test.step('the platform admin resolves the request and the employee sees it resolved', async () => {
    await admin.goto(`/admin/arsulipo/${requestId}`);
    await expect(admin.getByRole('heading', { name: /Request \d+/, level: 1 })).toBeVisible();
    await expect(admin.getByText(requestDetails)).toBeVisible();
    await expectNoAxeViolations(admin, '/admin/arsulipo/{id}');
    await admin.getByRole('button', { name: 'Resolve' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(admin, '/admin/arsulipo/{id}, Resolve dialog');
    await dialog.getByRole('button', { name: 'Create the access document' }).click();
    // Applied, the dialog closes and the page offers the document it made.
    await expect(dialog).toBeHidden();
    await expect(
      admin.getByRole('status').getByRole('link', { name: 'Open document' }),
    ).toBeVisible();

    await employee.reload();
    await expect(employee.getByRole('button', { name: 'Open your data document' })).toBeVisible();
    await expectNoAxeViolations(employee, '/account/arsulipo/{id} (resolved)');
    await employee.goto('/account?tab=arsulipo');
    const requests = employee.getByRole('grid', { name: 'Your data-rights requests' });
    await expect(requests.getByRole('gridcell', { name: 'Accepted' })).toBeVisible();
    await expectNoAxeViolations(employee, '/account (Data-rights requests tab)');
  });

  for (const person of [admin, company, employee]) await person.context().close();
});
