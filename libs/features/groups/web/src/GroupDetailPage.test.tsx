import { ToastRegion, toastQueue } from '@facet/design-system';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupDetailPage } from './GroupDetailPage';
import {
  sampleGroupFit,
  sampleGroups,
  sampleMembers,
  sampleProfileOptions,
} from './story-fixtures';

const groupApi = {
  'GET /api/groups/get-group/1': reply(200, {
    group: sampleGroups[0],
    members: sampleMembers,
    page: 1,
    totalPages: 1,
    total: 2,
  }),
  'GET /api/groups/get-group-fit/1': reply(200, sampleGroupFit),
  'GET /api/profiles/get-profile': reply(200, {
    profile: sampleProfileOptions,
    page: 1,
    totalPages: 1,
    total: 2,
  }),
  'PATCH /api/groups/add-member': ({ body }) => reply(200, body),
  'PATCH /api/groups/remove-member': ({ body }) => reply(200, body),
} satisfies ApiRoutes;

function renderGroup() {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/company-panel/group/:id" element={<GroupDetailPage />} />
      </Routes>
      <ToastRegion />
    </>,
    { initialPath: '/company-panel/group/1' },
  );
}

async function addMember(email: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Employee e-mail' }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('GroupDetailPage', () => {
  it('adds a member by e-mail and says so', async () => {
    const api = stubApi(groupApi);
    renderGroup();
    await addMember('carla@acme.example');
    expect(await screen.findByText('carla@acme.example added to the group.')).toBeVisible();
    const [call] = api.callsTo('PATCH /api/groups/add-member');
    expect(call?.url).toBe('/api/groups/add-member?role=manager');
    expect(call?.body).toEqual({ group_id: 1, email: 'carla@acme.example' });
    expect(screen.getByRole('textbox', { name: 'Employee e-mail' })).toHaveValue('');
  });

  it('says when no employee has that e-mail (404), keeping it typed', async () => {
    stubApi(groupApi, { 'PATCH /api/groups/add-member': reply(404, { message: 'Not found' }) });
    renderGroup();
    await addMember('stranger@example.com');
    expect(await screen.findByText('No employee of this company has this e-mail.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Employee e-mail' })).toHaveValue(
      'stranger@example.com',
    );
  });

  it('removes a member', async () => {
    const api = stubApi(groupApi);
    renderGroup();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove João Silva' }));
    expect(await screen.findByText('joao@acme.example removed from the group.')).toBeVisible();
    expect(api.callsTo('PATCH /api/groups/remove-member')[0]?.body).toEqual({
      group_id: 1,
      email: 'joao@acme.example',
    });
  });
});
