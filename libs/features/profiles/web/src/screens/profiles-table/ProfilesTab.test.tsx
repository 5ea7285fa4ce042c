import { ToastRegion, toastQueue } from '@facet/design-system';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfilesTab } from './ProfilesTab';
import { sampleProfiles } from '../../story-fixtures';

const profilesApi = {
  'GET /api/companies/get-company': reply(200, {
    company: { company_id: 7, name: 'Acme Demo', email: 'hello@acme.example', viewerRole: 'admin' },
  }),
  'GET /api/profiles/get-profile': reply(200, {
    profile: sampleProfiles,
    page: 1,
    totalPages: 1,
    total: 3,
  }),
  'DELETE /api/profiles/delete-profile': reply(200, { profile_id: 2 }),
} satisfies ApiRoutes;

function renderTab() {
  renderWithProviders(
    <>
      <ProfilesTab />
      <ToastRegion />
    </>,
    { initialPath: '/company-panel?tab=profiles' },
  );
}

async function deleteAnalyst() {
  const row = await screen.findByRole('row', { name: /Analyst/ });
  await userEvent.click(within(row).getByRole('button', { name: 'Delete Analyst' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
  );
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('ProfilesTab', () => {
  it("deletes one of the company's profiles after confirmation", async () => {
    const api = stubApi(profilesApi);
    renderTab();
    await deleteAnalyst();
    expect(await screen.findByText('Profile Analyst deleted.')).toBeVisible();
    const [call] = api.callsTo('DELETE /api/profiles/delete-profile');
    expect(call?.url).toBe('/api/profiles/delete-profile?role=admin');
    expect(call?.body).toEqual({ profile_id: 2 });
  });

  it('says when the profile could not be deleted', async () => {
    stubApi(profilesApi, { 'DELETE /api/profiles/delete-profile': reply(500, {}) });
    renderTab();
    await deleteAnalyst();
    expect(await screen.findByText('The profile could not be deleted.')).toBeVisible();
  });
});
