import { companyProblems } from '@facet/company-domain';
import { ToastRegion, toastQueue } from '@facet/design-system';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { companyPanelTabsWith } from './company-panel-tabs';
import { CompanyPanelPage } from './CompanyPanelPage';
import { peoplePanelTab } from '../people/people-panel-tab';
import { sampleCompany, samplePeople } from '../../story-fixtures';

const myCompanyApi = {
  'GET /api/companies/get-company': reply(200, { company: sampleCompany }),
  'GET /api/companies/branding': reply(200, {
    branding: { companyName: sampleCompany.name, welcomeLine: null, logoUrl: null },
  }),
  'PATCH /api/companies/update-company': ({ body }) =>
    reply(200, { company: { ...sampleCompany, ...(body as object) } }),
  'GET /api/companies/people': reply(200, {
    people: samplePeople,
    page: 1,
    totalPages: 1,
    total: samplePeople.length,
    profile: null,
  }),
  'POST /api/companies/invite': reply(201, { invitation: {}, message: 'Sent' }),
  'PATCH /api/invitations/update-invitation': reply(200, { message: 'Cancelled' }),
} satisfies ApiRoutes;

/** The panel's own sections, with a pipeline that has no profiles or groups to offer. */
const panelTabs = companyPanelTabsWith(
  peoplePanelTab({
    useProfileChoices: () => [],
    useGroupChoices: () => [],
    useAddToGroup: () => [
      async () => ({ data: { added: [] } }),
      { isLoading: false, reset: () => undefined },
    ],
  }),
);

function renderPanel(tab: string) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/company-panel" element={<CompanyPanelPage tabs={panelTabs} />} />
      </Routes>
      <ToastRegion />
    </>,
    { initialPath: `/company-panel?tab=${tab}` },
  );
}

async function renameTo(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const field = screen.getByRole('textbox', { name: 'Company name' });
  await userEvent.clear(field);
  await userEvent.type(field, name);
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('CompanyPanelPage', () => {
  it("saves the company's new name and says so", async () => {
    const api = stubApi(myCompanyApi);
    renderPanel('info');
    await renameTo('Acme Labs');
    expect(await screen.findByText('Company information saved.')).toBeVisible();
    const [call] = api.callsTo('PATCH /api/companies/update-company');
    expect(call?.url).toBe('/api/companies/update-company?role=admin');
    expect(call?.body).toMatchObject({ name: 'Acme Labs' });
  });

  it('says when another company already uses the name (409)', async () => {
    stubApi(myCompanyApi, {
      'PATCH /api/companies/update-company': reply(409, {
        message: 'Taken',
        code: companyProblems.nameInUse.code,
      }),
    });
    renderPanel('info');
    await renameTo('Globex');
    expect(await screen.findByText('Another company already uses this name.')).toBeVisible();
  });

  it('invites a person in the page language and shows the invitations in People', async () => {
    const api = stubApi(myCompanyApi);
    renderPanel('info');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'E-mail' }),
      'new@acme.example',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Employee' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@acme.example.')).toBeVisible();
    expect(api.callsTo('POST /api/companies/invite')[0]?.body).toEqual({
      guest: 'new@acme.example',
      role: 'employee',
      assignLicense: true,
      host: 'hello@acme.example',
      neededRole: 'manager',
      company_id: 1,
      lang: 'en',
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('cancels a pending invitation after confirmation', async () => {
    const api = stubApi(myCompanyApi);
    renderPanel('invitations');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for mei.chen@acme.example' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel invitation' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel invitation',
      }),
    );
    expect(await screen.findByText('Invitation cancelled.')).toBeVisible();
    expect(api.callsTo('PATCH /api/invitations/update-invitation')[0]?.body).toEqual({
      guest: 'mei.chen@acme.example',
    });
  });

  it('says when the invitation could not be cancelled', async () => {
    stubApi(myCompanyApi, {
      'PATCH /api/invitations/update-invitation': reply(500, {}),
    });
    renderPanel('invitations');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for mei.chen@acme.example' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel invitation' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel invitation',
      }),
    );
    expect(await screen.findByText('Error canceling invitation')).toBeVisible();
  });
});
