import { ToastRegion, toastQueue } from '@facet/design-system';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CompaniesTab } from './CompaniesTab';
import { sampleCompanies } from '../../story-fixtures';

const companiesApi = {
  'GET /api/admin/get-companies/': reply(200, {
    companies: sampleCompanies,
    page: 1,
    totalPages: 1,
  }),
  'POST /api/companies/create-company': reply(201, { company: sampleCompanies[1] }),
  'DELETE /api/admin/delete-company': reply(200, { message: 'Deleted' }),
} satisfies ApiRoutes;

function renderTab() {
  renderWithProviders(
    <>
      <CompaniesTab />
      <ToastRegion />
    </>,
  );
}

async function deleteGlobex() {
  const row = await screen.findByRole('row', { name: /Globex/ });
  await userEvent.click(within(row).getByRole('button', { name: 'Delete Globex' }));
  const confirm = await screen.findByRole('alertdialog');
  const deleteButton = within(confirm).getByRole('button', { name: 'Delete the company' });
  expect(deleteButton).toBeDisabled();
  await userEvent.type(
    within(confirm).getByRole('textbox', { name: 'Type Globex to confirm' }),
    'Globex',
  );
  await userEvent.click(deleteButton);
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('CompaniesTab', () => {
  it('creates a company with its administrator and says so', async () => {
    const api = stubApi(companiesApi);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Create company' }));
    const dialog = await screen.findByRole('dialog');
    // Pasted rather than typed: typing four fields is slow on a shared machine.
    const fill = async (name: string, value: string) => {
      await userEvent.click(within(dialog).getByRole('textbox', { name }));
      await userEvent.paste(value);
    };
    await fill('Company name', 'Globex');
    await fill('Company e-mail', 'hello@globex.example');
    await fill('Administrator e-mail', 'gus@globex.example');
    await fill('Administrator e-mail again', 'gus@globex.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Globex has been created.')).toBeVisible();
    expect(api.callsTo('POST /api/companies/create-company')[0]?.body).toMatchObject({
      name: 'Globex',
      email: 'hello@globex.example',
      adminEmail: 'gus@globex.example',
    });
  });

  it('deletes a company by its e-mail after confirmation, and reloads the list', async () => {
    const api = stubApi(companiesApi);
    renderTab();
    await deleteGlobex();
    expect(await screen.findByText('Globex has been deleted.')).toBeVisible();
    expect(api.callsTo('DELETE /api/admin/delete-company')[0]?.body).toEqual({
      companyEmailDelete: 'hello@globex.example',
    });
    expect(api.callsTo('GET /api/admin/get-companies/')).toHaveLength(2);
  });

  it('says when the company could not be deleted', async () => {
    stubApi(companiesApi, { 'DELETE /api/admin/delete-company': reply(500, {}) });
    renderTab();
    await deleteGlobex();
    expect(await screen.findByText(/could not be deleted/)).toBeVisible();
    expect(screen.queryByText('Globex has been deleted.')).toBeNull();
  });
});
