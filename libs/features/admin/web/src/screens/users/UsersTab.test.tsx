import { companyProblems } from '@facet/company-domain';
import { ToastRegion, toastQueue } from '@facet/design-system';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleUsers } from '../../story-fixtures';
import { UsersTab } from './UsersTab';

const usersApi = {
  'GET /api/admin/get-users': reply(200, { users: sampleUsers, page: 1, totalPages: 1 }),
  'POST /api/auth/register': reply(201, { message: 'Created' }),
  'DELETE /api/admin/delete-user': reply(200, { message: 'Deleted' }),
  'POST /api/admin/end-user-sessions': reply(200, { name: 'Alicia Owner', message: 'Ended' }),
} satisfies ApiRoutes;

function renderTab() {
  renderWithProviders(
    <>
      <UsersTab />
      <ToastRegion />
    </>,
  );
}

async function deleteAlicia() {
  const row = await screen.findByRole('row', { name: /Alicia Owner/ });
  await userEvent.click(within(row).getByRole('button', { name: 'Delete Alicia Owner' }));
  const confirm = await screen.findByRole('alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('UsersTab', () => {
  it('creates a user and says so', async () => {
    const api = stubApi(usersApi);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog');
    const fill = async (name: string, value: string) => {
      await userEvent.click(within(dialog).getByLabelText(name));
      await userEvent.paste(value);
    };
    await fill('Name', 'Nora Nobody');
    await fill('E-mail', 'nora@free.example');
    await fill('Password', 'Tangerine-Harbor-42');
    await fill('Confirm the password', 'Tangerine-Harbor-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Nora Nobody has been created.')).toBeVisible();
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toMatchObject({
      name: 'Nora Nobody',
      email: 'nora@free.example',
      password: 'Tangerine-Harbor-42',
    });
  });

  it('deletes a user by e-mail after confirmation', async () => {
    const api = stubApi(usersApi);
    renderTab();
    await deleteAlicia();
    expect(await screen.findByText('Alicia Owner has been deleted.')).toBeVisible();
    expect(api.callsTo('DELETE /api/admin/delete-user')[0]?.body).toEqual({
      userEmailDelete: 'alicia@acme.example',
    });
  });

  it('signs a user out everywhere and says so', async () => {
    const api = stubApi(usersApi);
    renderTab();
    const row = await screen.findByRole('row', { name: /Alicia Owner/ });
    await userEvent.click(
      within(row).getByRole('button', { name: 'Sign Alicia Owner out everywhere' }),
    );
    expect(await screen.findByText('Alicia Owner is signed out everywhere.')).toBeVisible();
    expect(api.callsTo('POST /api/admin/end-user-sessions')[0]?.body).toEqual({
      user_id: sampleUsers.find((user) => user.name === 'Alicia Owner')?.user_id,
    });
  });

  it("explains the refusal to delete a company's last administrator (409)", async () => {
    stubApi(usersApi, {
      'DELETE /api/admin/delete-user': reply(409, {
        message: 'Last admin',
        code: companyProblems.lastAdmin.code,
      }),
    });
    renderTab();
    await deleteAlicia();
    expect(await screen.findByText(/last administrator of their company/)).toBeVisible();
  });
});
