import { ToastRegion, toastQueue } from '@facet/design-system';
import {
  renderWithProviders,
  reply,
  stubApi,
  type ApiRoutes,
  type ProviderOptions,
} from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminsTab } from './AdminsTab';
import { samplePlatformAdmins } from '../../story-fixtures';

const adminsApi = {
  'GET /api/admin/get': reply(200, {
    petroAdmins: samplePlatformAdmins,
    page: 1,
    totalPages: 1,
    total: 2,
  }),
  'PATCH /api/admin/update': reply(200, { message: 'Updated' }),
  'POST /api/admin/send-password-reset': reply(204),
  'DELETE /api/admin/delete': reply(200, { message: 'Deleted' }),
} satisfies ApiRoutes;

function renderTab(options: Pick<ProviderOptions, 'signedIn'> = {}) {
  renderWithProviders(
    <>
      <AdminsTab />
      <ToastRegion />
    </>,
    options,
  );
}

async function ottoRow() {
  return screen.findByRole('row', { name: /Otto Ops/ });
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => {
  toastQueue.clear();
});

describe('AdminsTab', () => {
  it("turns an administrator's notifications on", async () => {
    const api = stubApi(adminsApi);
    renderTab();
    await userEvent.click(
      within(await ottoRow()).getByRole('switch', { name: 'Notifications for Otto Ops' }),
    );
    expect(api.callsTo('PATCH /api/admin/update')[0]?.body).toEqual({
      petroAdmin_id: 2,
      notifications: true,
    });
  });

  it('sends a password reset in the page language and says where it went', async () => {
    const api = stubApi(adminsApi);
    renderTab();
    await userEvent.click(
      within(await ottoRow()).getByRole('button', { name: 'Send Otto Ops a password reset' }),
    );
    expect(
      await screen.findByText('A link to set a new password is on its way to otto@facet.example.'),
    ).toBeVisible();
    expect(api.callsTo('POST /api/admin/send-password-reset')[0]?.body).toEqual({
      petroAdmin_id: 2,
      lang: 'en',
    });
  });

  it('says when the password reset could not be sent', async () => {
    stubApi(adminsApi, { 'POST /api/admin/send-password-reset': reply(500, {}) });
    renderTab();
    await userEvent.click(
      within(await ottoRow()).getByRole('button', { name: 'Send Otto Ops a password reset' }),
    );
    expect(await screen.findByText('The password reset could not be sent.')).toBeVisible();
  });

  it('deletes an administrator after confirmation', async () => {
    const api = stubApi(adminsApi);
    renderTab();
    await userEvent.click(within(await ottoRow()).getByRole('button', { name: 'Delete Otto Ops' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Otto Ops has been deleted.')).toBeVisible();
    expect(api.callsTo('DELETE /api/admin/delete')[0]?.body).toEqual({ petroAdmin_id: 2 });
  });

  it('keeps the signed-in administrator from deleting themselves, and says why', async () => {
    stubApi(adminsApi);
    renderTab({ signedIn: { kind: 'admin', name: 'Petra Admin', email: 'admin@facet.example' } });
    const petraDelete = within(await screen.findByRole('row', { name: /Petra Admin/ })).getByRole(
      'button',
      { name: 'Delete Petra Admin' },
    );
    expect(petraDelete).toBeDisabled();
    expect(petraDelete).toHaveAccessibleDescription(
      'You cannot delete your own account; another administrator can.',
    );
    expect(within(await ottoRow()).getByRole('button', { name: 'Delete Otto Ops' })).toBeEnabled();
  });

  it('keeps the only administrator from being deleted, and says why', async () => {
    stubApi(adminsApi, {
      'GET /api/admin/get': reply(200, {
        petroAdmins: samplePlatformAdmins.slice(1),
        page: 1,
        totalPages: 1,
        total: 1,
      }),
    });
    renderTab();
    const ottoDelete = within(await ottoRow()).getByRole('button', { name: 'Delete Otto Ops' });
    expect(ottoDelete).toBeDisabled();
    expect(ottoDelete).toHaveAccessibleDescription(
      'The only platform administrator cannot be deleted; create another one first.',
    );
  });
});
