import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GroupDetailView } from './GroupDetailView';
import { GroupEmployeeView } from './GroupEmployeeView';
import { GroupsTableView } from './GroupsTableView';
import { sampleGroups, sampleMembers, sampleProfileOptions } from './story-fixtures';

describe('GroupsTableView', () => {
  const props = {
    profiles: sampleProfileOptions,
    page: 1,
    totalPages: 1,
    onPageChange: vi.fn(),
  };

  it('lists groups with their profile or none', () => {
    renderWithProviders(<GroupsTableView {...props} groups={sampleGroups} onCreate={vi.fn()} />);
    expect(screen.getByRole('rowheader', { name: 'Sales team' })).toBeInTheDocument();
    expect(screen.getAllByText('Sales lead').length).toBeGreaterThan(0);
    expect(screen.getAllByText('No profile').length).toBeGreaterThan(0);
  });

  it('refuses an invalid name and creates with a valid one', async () => {
    const onCreate = vi.fn(async () => true);
    renderWithProviders(<GroupsTableView {...props} groups={[]} onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(onCreate).not.toHaveBeenCalled();
    expect(await screen.findByText(/Enter a name of letters/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Group name' }), 'Support');
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({ name: 'Support', profile_id: null }),
    );
  });
});

describe('GroupDetailView', () => {
  const props = {
    group: sampleGroups[0],
    members: sampleMembers,
    profiles: sampleProfileOptions,
    page: 1,
    totalPages: 1,
    onPageChange: vi.fn(),
    onSaveGroup: vi.fn(async () => true),
    onAddMember: vi.fn(async () => true),
    onRemoveMember: vi.fn(),
    onUpdateLicence: vi.fn(),
  };

  it('shows the profile, numbered members and their licence', () => {
    renderWithProviders(<GroupDetailView {...props} />);
    expect(screen.getByText('Assigned profile: Sales lead')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View profile' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Erin Employee' })).toBeInTheDocument();
  });

  it('adds a member by e-mail and removes one', async () => {
    renderWithProviders(<GroupDetailView {...props} />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Employee e-mail' }),
      'carla@acme.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(props.onAddMember).toHaveBeenCalledWith('carla@acme.example'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Erin Employee' }));
    expect(props.onRemoveMember).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'erin@acme.example' }),
    );
  });

  it('updates the licence of the whole group', async () => {
    renderWithProviders(<GroupDetailView {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update licence' }));
    expect(props.onUpdateLicence).toHaveBeenCalledWith('yes');
  });

  it('explains 400 on add as already in the group', () => {
    renderWithProviders(<GroupDetailView {...props} actionFailure={{ status: 400 }} />);
    expect(screen.getByText('This person is already in the group.')).toBeInTheDocument();
  });
});

describe('GroupEmployeeView', () => {
  it('links each result to the group result page', () => {
    renderWithProviders(
      <GroupEmployeeView
        groupId={1}
        email="erin@acme.example"
        results={[{ result_id: 5, number: 1, date: '2025-03-02T09:00:00.000Z' }]}
        groups={sampleGroups}
      />,
    );
    expect(screen.getByRole('link', { name: 'View result 1' })).toHaveAttribute(
      'href',
      '/company-panel/group/1/employee/erin%40acme.example/result/5',
    );
  });
});
