import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`a company admin invites people from a CSV file at ${viewport.width} px`, async ({
    page,
    tenant,
    stamp,
  }) => {
    await page.setViewportSize(viewport);
    await signInThroughUi(page, tenant.admin);
    await page.goto('/company-panel?tab=invitations');
    await page.getByRole('button', { name: 'Invite from a file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite people from a file' });

    const file = [
      'E-mail;Name;Role;Language',
      `file.one.${stamp}@example.com;Ana Lima;employee;pt`,
      `file.two.${stamp}@example.com;;candidate;`,
      `${tenant.employee.email};;employee;en`,
    ].join('\n');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await expect(dialog.getByText('3 rows: 2 valid, 1 invalid.')).toBeVisible();
    await expect(
      dialog.getByText(/^The 2 valid rows will hold 2 licences; \d+ available\.$/),
    ).toBeVisible();
    const refused = dialog.getByRole('row', { name: new RegExp(tenant.employee.email) });
    await expect(refused.getByText('Invalid')).toBeVisible();
    await expect(refused.getByText('This person is already in the company.')).toBeVisible();

    const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, 'the dialog scrolls sideways').toBeLessThanOrEqual(0);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    await dialog.getByRole('button', { name: 'Invite 2 people' }).click();
    await expect(
      dialog.getByText(
        '2 invitations sent, 1 row not sent. The e-mails leave within a few minutes.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(
      page
        .getByRole('grid', { name: 'People of the company' })
        .getByRole('row', { name: new RegExp(`file.one.${stamp}`) }),
    ).toBeVisible();
  });
}
