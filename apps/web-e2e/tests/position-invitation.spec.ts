import { finishCarefullyAtReadingPace } from '../support/assessment';
import { linkPathMailedTo } from '../support/outbox';
import { signInThroughApi, signInThroughUi } from '../support/sign-in';
import { expect, lettersOf, test, type Person } from '../support/tenant';

const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const assignLicenceLabel = 'Assign an assessment licence to each person';

for (const viewport of viewports) {
  test(`a manager invites a person to an open position, who registers, takes the assessment and is ranked for it as invited at ${viewport.width} px`, async ({
    page,
    request,
    tenant,
    stamp,
  }) => {
    // Two sign-ins, a registration and a 240-answer assessment through the API.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { manager } = tenant;
    const headers = { authorization: `Bearer ${await signInThroughApi(request, manager)}` };
    const profile = await request.post('/api/profiles/create-profile?role=manager', {
      headers,
      data: { name: `Support ${stamp}`, min_anxiety: 0, max_anxiety: 32 },
    });
    expect(profile.status()).toBe(201);
    const { profile_id: profileId } = (
      (await profile.json()) as { profile: { profile_id: number } }
    ).profile;
    const positionName = `Support lead ${lettersOf(stamp)}`;
    const position = await request.post('/api/hiring/positions?role=manager', {
      headers,
      data: { name: positionName, profileId, languages: ['en'], candidateCap: 3 },
    });
    expect(position.status()).toBe(201);
    const positionId = ((await position.json()) as { position: { id: number } }).position.id;

    const guest: Person = {
      name: `Ines Invited ${lettersOf(stamp)}`,
      email: `ines.${stamp}@invited.example`,
      password: `Welcome1${stamp.slice(-6)}`,
    };

    // The manager names the position in the invite dialog; its place replaces the licence.
    await signInThroughUi(page, manager);
    await page.goto('/company-panel');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(guest.email);
    await dialog.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Candidate' }).click();
    await dialog.getByRole('button', { name: /Position/ }).click();
    await page.getByRole('option', { name: `${positionName} (3 places left)` }).click();
    const licence = dialog.getByRole('checkbox', { name: assignLicenceLabel });
    await expect(licence).not.toBeChecked();
    await expect(licence).toBeDisabled();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();

    // The invitee registers from the mailed link: the sign-up applies them to the position.
    const registrationPath = await linkPathMailedTo(request, guest.email, '/register/');
    const registered = await request.post('/api/auth/employee-register', {
      data: {
        token: decodeURIComponent(registrationPath.split('/').at(-1)!),
        name: guest.name,
        password: guest.password,
        termsVersion: '1.0.0',
        privacyVersion: '1.0.0',
      },
    });
    expect(registered.status()).toBe(201);
    await finishCarefullyAtReadingPace(
      request,
      await signInThroughApi(request, guest),
      guest.email,
    );

    // The position's ranking lists them, applied through the invitation.
    await page.goto('/company-panel?tab=positions');
    const row = page.getByRole('row', { name: new RegExp(positionName) });
    await expect(row.getByText('1 / 1')).toBeVisible();
    await page.goto(`/company-panel/ranking?position=${positionId}`);
    await expect(page.getByText(guest.name).first()).toBeVisible();
    // The source column folds away on a phone's card; the row still says it.
    await expect(page.getByText('Invitation', { exact: true }).first()).toBeAttached();
  });
}
