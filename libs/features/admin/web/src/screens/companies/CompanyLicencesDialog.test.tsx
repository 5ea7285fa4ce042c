import { ToastRegion, toastQueue } from '@facet/design-system';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyLicencesDialog } from './CompanyLicencesDialog';
import { sampleCompanies, sampleCompanyRecord } from '../../story-fixtures';

/** The companies list's row, its counts older than the company's own record. */
const acme = sampleCompanies[0]!;
const companyApi = {
  'GET /api/admin-companies/get-company': reply(200, { company: sampleCompanyRecord }),
};

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <CompanyLicencesDialog company={acme} onClose={onClose} />
      <ToastRegion />
    </>,
  );
  return onClose;
}

async function change(button: 'Add licences' | 'Revoke licences', count: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Licences of Acme Demo' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Number of licences' }), count);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  return dialog;
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('CompanyLicencesDialog', () => {
  it('adds licences, says how many were added and closes', async () => {
    const api = stubApi({
      ...companyApi,
      'PATCH /api/admin/add-licenses': reply(200, { licences: 35 }),
    });
    const onClose = renderDialog();
    await change('Add licences', '10');
    expect(await screen.findByText('10 licences added to Acme Demo.')).toBeVisible();
    expect(api.callsTo('PATCH /api/admin/add-licenses')[0]?.body).toEqual({
      company_id: 1,
      licensesNumber: 10,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('revokes licences with their own field name', async () => {
    const api = stubApi({
      ...companyApi,
      'PATCH /api/admin/revoke-licenses': reply(200, { licences: 20 }),
    });
    renderDialog();
    await change('Revoke licences', '5');
    expect(await screen.findByText('5 licences revoked from Acme Demo.')).toBeVisible();
    expect(api.callsTo('PATCH /api/admin/revoke-licenses')[0]?.body).toEqual({
      company_id: 1,
      licensesNumberToRemove: 5,
    });
  });

  it('keeps the dialog open with the refusal', async () => {
    stubApi({
      ...companyApi,
      'PATCH /api/admin/revoke-licenses': reply(409, { message: 'In use' }),
    });
    const onClose = renderDialog();
    const dialog = await change('Revoke licences', '50');
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the company's own record's counts, in the one vocabulary, once loaded", async () => {
    stubApi(companyApi);
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Licences of Acme Demo' });
    const countOf = (term: string) =>
      within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    // The row said 15 available; the record, loaded since, says 21.
    await waitFor(() => expect(countOf('Available')).toBe('21'));
    expect(countOf('Purchased')).toBe('25');
  });
});
