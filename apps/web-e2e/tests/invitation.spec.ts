import type { Page } from '@playwright/test';
import { inviteThroughDialog } from '../support/invite';
import { linkPathMailedTo } from '../support/outbox';
import { signInThroughUi } from '../support/sign-in';
import { expect, lettersOf, test } from '../support/tenant';

async function signOut(page: Page, name: string): Promise<void> {
  const accountMenu = page.getByRole('navigation', { name: 'Account' });
  await accountMenu.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
}

test('an invited person registers from the mailed link, joins with the licence the invitation held, starts at once, and is listed as a member instead of an invitation', async ({
  page,
  tenant,
  stamp,
}) => {
  // Three sign-ins, a registration, the first statements and a dozen screens: more than the
  // default 30 s on a busy host.
  test.setTimeout(150_000);
  const guest = {
    email: `new.person.${stamp}@tenant.example`,
    // Names take letters only.
    name: `Aaron Newcomer-${lettersOf(stamp)}`,
    password: `Welcome1${stamp.slice(-6)}`,
  };
  const { admin } = tenant;

  // The company admin invites a brand-new address as employee; the invitation assigns a
  // licence unless the admin unticks it.
  await signInThroughUi(page, admin);
  await page.goto('/company-panel');
  await expect(page.getByRole('heading', { name: 'Company panel', level: 1 })).toBeVisible();
  await inviteThroughDialog(page, { email: guest.email, role: 'Employee' });
  const people = page.getByRole('grid', { name: 'People of the company' });
  const invitation = people.getByRole('row', {
    name: new RegExp(guest.email.replace(/\./g, '\\.')),
  });
  await expect(invitation.getByText('Invited')).toBeVisible();
  await signOut(page, admin.name);

  // The invitation mail, kept in the outbox, links to registration.
  const registrationPath = await linkPathMailedTo(page.request, guest.email, '/register/');
  expect(registrationPath).toMatch(/^\/register\/[^/]+$/);

  // Before typing anything, the new person reads who invited them, to what, and their address.
  await page.goto(registrationPath);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(
    page.getByText(`${admin.name} invited you to join ${tenant.company.name} as employee.`),
  ).toBeVisible();
  const accountEmail = page.getByRole('textbox', { name: 'E-mail' });
  await expect(accountEmail).toHaveValue(guest.email);
  await expect(accountEmail).not.toBeEditable();

  // They set name and password and are signed in on their home at once, where the assessment
  // is theirs to start: the invitation's licence is already assigned.
  await page.getByRole('textbox', { name: 'Name' }).fill(guest.name);
  await page.getByLabel('New password', { exact: true }).fill(guest.password);
  await page.getByLabel('Confirm the new password', { exact: true }).fill(guest.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: guest.name }),
  ).toBeVisible();
  await expect(page.getByText(/^Waiting for .* to assign your assessment$/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Start the assessment' }).click();
  await expect(page).toHaveURL(/\/diagnostic$/);
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  const consent = page.getByRole('dialog', { name: 'Consent to data processing' });
  await consent.getByText('I consent to the processing of my answers and results.').click();
  await consent.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(consent).toBeHidden();
  await expect(page.getByRole('radio').first()).toBeVisible();
  await signOut(page, guest.name);

  // The admin finds the new employee started on their assessment.
  await signInThroughUi(page, admin);
  await page.goto('/company-panel');
  await page.getByRole('tab', { name: 'People' }).click();
  const employee = people.getByRole('row', { name: new RegExp(guest.name) });
  await expect(employee).toBeVisible();
  await expect(employee.getByText('Employee', { exact: true })).toBeVisible();
  await expect(employee.getByText(/^Started/)).toBeVisible();

  // The accepted invitation is no longer listed as one: the person is listed as a member.
  await page.goto('/company-panel?tab=invitations');
  await expect(people).toBeVisible();
  await expect(invitation).toBeHidden();
});

test('a person invited without a licence waits on their home for the company to assign one, and the dashboard says who waits', async ({
  page,
  tenant,
  stamp,
}) => {
  // Three sign-ins, a registration and the dashboard: more than the default 30 s on a busy host.
  test.setTimeout(120_000);
  const guest = {
    email: `waiting.${stamp}@tenant.example`,
    name: `Wanda Waiting-${lettersOf(stamp)}`,
    password: `Welcome1${stamp.slice(-6)}`,
  };
  const { admin } = tenant;
  await signInThroughUi(page, admin);
  await page.goto('/company-panel');
  await inviteThroughDialog(page, { email: guest.email, role: 'Candidate', assignLicence: false });
  await signOut(page, admin.name);

  const registrationPath = await linkPathMailedTo(page.request, guest.email, '/register/');
  const registered = await page.request.post('/api/auth/employee-register', {
    data: {
      token: decodeURIComponent(registrationPath.split('/').at(-1)!),
      name: guest.name,
      password: guest.password,
      termsVersion: '1.0.0',
      privacyVersion: '1.0.0',
    },
  });
  expect(registered.status()).toBe(201);

  await signInThroughUi(page, guest);
  await page.goto('/home');
  await expect(
    page.getByText(`Waiting for ${tenant.company.name} to assign your assessment`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start the assessment' })).toHaveCount(0);
  await signOut(page, guest.name);

  await signInThroughUi(page, admin);
  await page.goto('/home');
  await expect(page.getByText(/^\d+ (person is|people are) waiting for a licence$/)).toBeVisible();
  await page.getByRole('link', { name: 'Assign licences' }).click();
  await expect(page).toHaveURL(/\/company-panel\?tab=employees$/);
  await expect(
    page
      .getByRole('grid', { name: 'People of the company' })
      .getByRole('row', { name: new RegExp(guest.name) })
      .getByText('Joined', { exact: true }),
  ).toBeVisible();
});

test('a used invitation link says so on opening, with no form and a way to sign in', async ({
  page,
  tenant,
  stamp,
}) => {
  test.setTimeout(60_000);
  const guest = {
    email: `used.link.${stamp}@tenant.example`,
    name: `Ursula Used-${lettersOf(stamp)}`,
    password: `Welcome1${stamp.slice(-6)}`,
  };
  const { admin } = tenant;
  await signInThroughUi(page, admin);
  await page.goto('/company-panel');
  await inviteThroughDialog(page, { email: guest.email, role: 'Candidate' });
  await signOut(page, admin.name);

  const registrationPath = await linkPathMailedTo(page.request, guest.email, '/register/');
  const registered = await page.request.post('/api/auth/employee-register', {
    data: {
      token: decodeURIComponent(registrationPath.split('/').at(-1)!),
      name: guest.name,
      password: guest.password,
      termsVersion: '1.0.0',
      privacyVersion: '1.0.0',
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto(registrationPath);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This invitation can no longer be used' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
