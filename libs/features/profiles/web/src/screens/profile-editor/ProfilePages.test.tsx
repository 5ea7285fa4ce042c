import { ToastRegion, toastQueue } from '@facet/design-system';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { profilesProblems } from '@facet/profiles-domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileDetailPage } from './ProfilePages';
import { sampleProfile } from '../../story-fixtures';

const profileApi = {
  'GET /api/profiles/get-profile/1': reply(200, { profile: sampleProfile() }),
  'PATCH /api/profiles/update-profile': ({ body }) =>
    reply(200, {
      profile: { ...sampleProfile(), ...(body as object), updated_at: '2025-03-02T10:00:00.000Z' },
    }),
} satisfies ApiRoutes;

function renderProfile() {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/company-panel/profile/:id" element={<ProfileDetailPage />} />
      </Routes>
      <ToastRegion />
    </>,
    { initialPath: '/company-panel/profile/1' },
  );
}

async function renameTo(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const field = screen.getByRole('textbox', { name: 'Name' });
  await userEvent.clear(field);
  await userEvent.paste(name);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('ProfileDetailPage', () => {
  it('saves a renamed profile with the version it was read at', async () => {
    const api = stubApi(profileApi);
    renderProfile();
    await renameTo('Sales manager');
    expect(await screen.findByText('Profile saved.')).toBeVisible();
    const [call] = api.callsTo('PATCH /api/profiles/update-profile');
    expect(call?.url).toBe('/api/profiles/update-profile?role=manager');
    expect(call?.body).toMatchObject({
      profile_id: 1,
      name: 'Sales manager',
      updated_at: '2025-03-01T10:00:00.000Z',
    });
  });

  it('says the profile changed meanwhile when the server holds a newer version (409)', async () => {
    stubApi(profileApi, {
      'PATCH /api/profiles/update-profile': reply(409, {
        message: 'Stale',
        code: profilesProblems.changedMeanwhile.code,
      }),
    });
    renderProfile();
    await renameTo('Sales manager');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(
      'Someone changed this profile meanwhile. Reload it and make your changes again.',
    );
    expect(screen.queryByText('Profile saved.')).toBeNull();
  });
});
