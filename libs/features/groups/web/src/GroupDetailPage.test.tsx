import { ToastRegion, toastQueue } from '@facet/design-system';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupDetailPage } from './GroupDetailPage';
import {
  sampleEmployees,
  sampleGroupFit,
  sampleGroups,
  sampleMembers,
  sampleProfileOptions,
} from './story-fixtures';

const groupApi = {
  'GET /api/groups/get-group/1': reply(200, {
    group: sampleGroups[0],
    licences: { wouldGrant: 0, wouldGrantFinished: 0, wouldWithdraw: 1 },
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
  'GET /api/companies/get-employees': reply(200, {
    employees: sampleEmployees.map((employee) => ({ ...employee, role: 'employee' })),
    page: 1,
    totalPages: 1,
    total: sampleEmployees.length,
  }),
  'GET /api/companies/get-company': reply(404, { message: 'Not found' }),
  'PATCH /api/groups/add-members': ({ body }) =>
    reply(200, {
      group_id: 1,
      added: (body as { emails: string[] }).emails.map((email) => ({ name: email, email })),
      rejected: [],
    }),
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

async function pickAndAdd(name: string) {
  await userEvent.type(await screen.findByRole('combobox', { name: 'People to add' }), name);
  await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
  await userEvent.click(screen.getByRole('button', { name: 'Add 1 person' }));
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('GroupDetailPage', () => {
  it('adds the picked people at once and says so', async () => {
    const api = stubApi(groupApi);
    renderGroup();
    await pickAndAdd('Carla');
    expect(await screen.findByText('1 person added to the group.')).toBeVisible();
    const [call] = api.callsTo('PATCH /api/groups/add-members');
    expect(call?.url).toBe('/api/groups/add-members?role=manager');
    expect(call?.body).toEqual({ group_id: 1, emails: ['carla@acme.example'] });
    expect(screen.queryByRole('grid', { name: 'People to add: chosen' })).not.toBeInTheDocument();
  });

  it('lists why nobody was added, keeping the picks', async () => {
    stubApi(groupApi, {
      'PATCH /api/groups/add-members': reply(200, {
        group_id: 1,
        added: [],
        rejected: [{ email: 'carla@acme.example', reason: 'alreadyMember' }],
      }),
    });
    renderGroup();
    await pickAndAdd('Carla');
    expect(await screen.findByText('carla@acme.example is already in the group.')).toBeVisible();
    expect(screen.getByRole('grid', { name: 'People to add: chosen' })).toBeInTheDocument();
  });

  it('removes a member', async () => {
    const api = stubApi(groupApi);
    renderGroup();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove João Silva' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from group' }));
    expect(await screen.findByText('joao@acme.example removed from the group.')).toBeVisible();
    expect(api.callsTo('PATCH /api/groups/remove-member')[0]?.body).toEqual({
      group_id: 1,
      email: 'joao@acme.example',
    });
  });
});
