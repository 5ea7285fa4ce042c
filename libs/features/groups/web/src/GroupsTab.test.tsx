import { ToastRegion, toastQueue } from '@facet/design-system';
import { groupsProblems } from '@facet/groups-domain';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupsTab } from './GroupsTab';
import { sampleGroups, sampleProfileOptions } from './story-fixtures';

const groupsApi = {
  'GET /api/companies/get-company': reply(200, {
    company: { company_id: 1, name: 'Acme Demo', email: 'hello@acme.example', viewerRole: 'admin' },
  }),
  'GET /api/profiles/get-profile': reply(200, {
    profile: sampleProfileOptions,
    page: 1,
    totalPages: 1,
    total: 2,
  }),
  'GET /api/groups/get-group': reply(200, {
    groups: sampleGroups,
    page: 1,
    totalPages: 1,
    total: 2,
  }),
  'POST /api/groups/create-group': reply(201, { group: sampleGroups[1] }),
  'DELETE /api/groups/delete-group': reply(200, { group_id: 2 }),
} satisfies ApiRoutes;

function renderTab() {
  renderWithProviders(
    <>
      <GroupsTab />
      <ToastRegion />
    </>,
    { initialPath: '/company-panel?tab=groups' },
  );
}

async function createNightShift() {
  const form = await screen.findByRole('form', { name: 'Create group' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Group name' }), 'Night shift');
  await userEvent.click(within(form).getByRole('button', { name: 'Create group' }));
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('GroupsTab', () => {
  it('creates a group and says so', async () => {
    const api = stubApi(groupsApi);
    renderTab();
    await createNightShift();
    expect(await screen.findByText('Group Night shift created.')).toBeVisible();
    const [call] = api.callsTo('POST /api/groups/create-group');
    expect(call?.url).toBe('/api/groups/create-group?role=manager');
    expect(call?.body).toMatchObject({ name: 'Night shift' });
  });

  it('says a group with this name already exists (409)', async () => {
    stubApi(groupsApi, {
      'POST /api/groups/create-group': reply(409, {
        message: 'Exists',
        code: groupsProblems.nameInUse.code,
      }),
    });
    renderTab();
    await createNightShift();
    expect(await screen.findByText('A group with this name already exists.')).toBeVisible();
  });

  it('deletes a group after confirmation', async () => {
    const api = stubApi(groupsApi);
    renderTab();
    const row = await screen.findByRole('row', { name: /Night shift/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Night shift' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Group Night shift deleted.')).toBeVisible();
    expect(api.callsTo('DELETE /api/groups/delete-group')[0]?.body).toEqual({ group_id: 2 });
  });
});
