import { groupsProblems } from '@facet/groups-domain';
import { renderWithProviders } from '@facet/platform-testing-web';
import { leftOutOfFit } from '@facet/reports-domain';
import { scalesCatalogue } from '@facet/scales';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GroupDetailView } from './GroupDetailView';
import { GroupEmployeeView } from './screens/group-employee/GroupEmployeeView';
import { GroupFitView } from './GroupFitView';
import { GroupsTableView } from './GroupsTableView';
import { groupsCatalogue } from './messages';
import {
  sampleEmployees,
  sampleGroupFit,
  sampleGroups,
  sampleMembers,
  sampleProfileOptions,
} from './story-fixtures';

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
    employees: sampleEmployees,
    licences: { wouldGrant: 2, wouldGrantFinished: 1, wouldWithdraw: 1 },
    freeLicences: 5,
    page: 1,
    totalPages: 1,
    onPageChange: vi.fn(),
    onSaveGroup: vi.fn(async () => true),
    onAddMembers: vi.fn(async () => ({ group_id: 1, added: [], rejected: [] })),
    onRemoveMember: vi.fn(async () => undefined),
    onUpdateLicence: vi.fn(async () => undefined),
  };

  it('shows the profile, numbered members and their licence under breadcrumbs', () => {
    renderWithProviders(<GroupDetailView {...props} />);
    expect(screen.getByText('Assigned profile: Sales lead')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View profile' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Erin Employee' })).toBeInTheDocument();
    // A member who finished reads Used, as on their own account page, never No.
    expect(
      within(screen.getByRole('row', { name: /João Silva/ })).getByText('Used'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Erin Employee/ })).getByText('Assigned'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Groups' })).toHaveAttribute(
      'href',
      '/company-panel?tab=groups',
    );
  });

  it('points an empty group to the "Add members" section it shows before the list', () => {
    renderWithProviders(<GroupDetailView {...props} members={[]} />);
    const addHeading = screen.getByRole('heading', { name: 'Add members', level: 2 });
    const emptyText = screen.getByText(/Pick people of the company in “Add members”/);
    expect(
      addHeading.compareDocumentPosition(emptyText) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('links to the team view only where the data source offers one', () => {
    const { unmount } = renderWithProviders(
      <GroupDetailView {...props} teamViewHref="/company-panel/group/1/team" />,
    );
    expect(screen.getByRole('link', { name: 'Team view' })).toHaveAttribute(
      'href',
      '/company-panel/group/1/team',
    );
    unmount();
    renderWithProviders(<GroupDetailView {...props} />);
    expect(screen.queryByRole('link', { name: 'Team view' })).not.toBeInTheDocument();
  });

  it('asks to choose someone, then adds the chosen people at once', async () => {
    renderWithProviders(<GroupDetailView {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to the group' }));
    expect(screen.getByText('Choose at least one person from the list.')).toBeInTheDocument();
    expect(props.onAddMembers).not.toHaveBeenCalled();
    const picker = screen.getByRole('combobox', { name: 'People to add' });
    await userEvent.type(picker, 'carla');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.type(picker, 'mario');
    await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 people' }));
    await waitFor(() =>
      expect(props.onAddMembers).toHaveBeenCalledWith({
        emails: ['carla@acme.example', 'mario@acme.example'],
      }),
    );
  });

  it('leaves members shown on the page out of the picker', async () => {
    renderWithProviders(<GroupDetailView {...props} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'People to add' }), 'erin');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No matches',
    ]);
  });

  it('adds everyone with a role, and lists why nobody was added', async () => {
    const onAddMembers = vi.fn(async () => ({
      group_id: 1,
      added: [],
      rejected: [{ email: 'gail@globex.example', reason: 'notEmployee' as const }],
    }));
    renderWithProviders(<GroupDetailView {...props} onAddMembers={onAddMembers} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add everyone' }));
    expect(onAddMembers).toHaveBeenCalledWith({ roles: ['employee'] });
    expect(
      await screen.findByText('gail@globex.example is not an employee of this company.'),
    ).toBeInTheDocument();
  });

  it('asks before removing a member', async () => {
    renderWithProviders(<GroupDetailView {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Erin Employee' }));
    expect(props.onRemoveMember).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog', {
      name: 'Remove Erin Employee from the group?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from group' }));
    expect(props.onRemoveMember).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'erin@acme.example' }),
    );
  });

  it('keeps the group settings folded under the members until asked for (D71)', async () => {
    renderWithProviders(<GroupDetailView {...props} />);
    const settings = screen.getByRole('button', {
      name: 'Group settings: name, profile and licences',
    });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Update licence' })).not.toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Members of the group' })).toBeInTheDocument();
    await userEvent.click(settings);
    expect(screen.getByRole('button', { name: 'Update licence' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide the group settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says how many licences the group grant uses before granting', async () => {
    renderWithProviders(<GroupDetailView {...props} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Group settings: name, profile and licences' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update licence' }));
    expect(props.onUpdateLicence).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog', { name: 'Grant licences to the group?' });
    expect(dialog).toHaveTextContent('This uses 2 licences. The company has 5 free licences.');
    expect(dialog).toHaveTextContent('1 of these members has already finished an assessment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant licences' }));
    expect(props.onUpdateLicence).toHaveBeenCalledWith('yes');
  });

  it('explains 400 on remove as not in the group', () => {
    renderWithProviders(
      <GroupDetailView
        {...props}
        actionFailure={{ status: 400, code: groupsProblems.notMember.code }}
      />,
    );
    expect(screen.getByText('This person is not in the group.')).toBeInTheDocument();
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

  it('is titled by the member’s name, with breadcrumbs back to the group', () => {
    renderWithProviders(
      <GroupEmployeeView
        groupId={1}
        email="erin@acme.example"
        name="Erin Employee"
        groupName="Sales team"
        results={[]}
        groups={[]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Erin Employee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sales team' })).toHaveAttribute(
      'href',
      '/company-panel/group/1',
    );
  });
});

describe('GroupFitView', () => {
  const fitTable = () => screen.getByRole('grid', { name: 'Members’ fit with Sales lead' });
  const rowNames = () =>
    within(fitTable())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);

  it('lists members best fit first, with their counts, result links and no-result members last', () => {
    renderWithProviders(<GroupFitView groupId={1} answer={sampleGroupFit} />);
    expect(
      screen.getByText('2 of 3 members have a result to compare with Sales lead.'),
    ).toBeInTheDocument();
    expect(rowNames()).toEqual(['Erin Employee', 'Carla Costa', 'João Silva']);
    const carla = within(fitTable()).getByRole('row', { name: /Carla Costa/ });
    const [fit, ...counts] = within(carla).getAllByRole('gridcell');
    // The ranking's continuous score and what it means, not the share of scales inside (75%).
    expect(within(fit!).getByText('68.1')).toBeInTheDocument();
    expect(
      within(fit!).getByText('Outside at least one range; the further outside, the lower.'),
    ).toBeInTheDocument();
    expect(counts.map((cell) => cell.textContent)).toEqual([
      '1',
      '1',
      '0',
      '0',
      'View result of Carla Costa',
    ]);
    expect(screen.getByRole('link', { name: 'View result of Erin Employee' })).toHaveAttribute(
      'href',
      '/company-panel/group/1/employee/erin%40acme.example/result/5',
    );
    const joao = within(fitTable()).getByRole('row', { name: /João Silva/ });
    expect(within(joao).getByText('No result yet')).toBeInTheDocument();
    expect(within(joao).queryByRole('link')).not.toBeInTheDocument();
  });

  it('sorts by fit and by name, keeping members without a result last', async () => {
    renderWithProviders(<GroupFitView groupId={1} answer={sampleGroupFit} />);
    const fitHeader = screen.getByRole('columnheader', { name: 'Fit' });
    expect(fitHeader).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(fitHeader);
    expect(fitHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames()).toEqual(['Carla Costa', 'Erin Employee', 'João Silva']);
    await userEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(rowNames()).toEqual(['Carla Costa', 'Erin Employee', 'João Silva']);
    await userEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(rowNames()).toEqual(['João Silva', 'Erin Employee', 'Carla Costa']);
  });

  it('says which of the profile’s scales no member’s fit counts, in Spanish too', () => {
    const ranges = { extraversion: { min: 100, max: 170 }, cordiality: { min: 16, max: 32 } };
    const answer = { ...sampleGroupFit, ranges, leftOutOfFit: leftOutOfFit(ranges) };
    const { unmount } = renderWithProviders(<GroupFitView groupId={1} answer={answer} />);
    expect(
      screen.getByText('Not counted in this profile’s fit, so that no trait counts twice:'),
    ).toBeInTheDocument();
    // Once above the members' fits, once on the group average's extraversion.
    expect(screen.getAllByText('Not counted in fit: its facets are set')).toHaveLength(2);
    unmount();
    renderWithProviders(<GroupFitView groupId={1} answer={answer} />, {
      language: 'es',
      messages: { ...groupsCatalogue.byLanguage.es, ...scalesCatalogue.byLanguage.es },
    });
    expect(screen.getAllByText('No cuenta en el ajuste: sus facetas están definidas')).toHaveLength(
      2,
    );
  });

  it('shows no such note when every scale the profile sets counts', () => {
    renderWithProviders(<GroupFitView groupId={1} answer={sampleGroupFit} />);
    expect(screen.queryByText(/Not counted in/)).not.toBeInTheDocument();
  });

  it('draws the group average against the profile and as the domains chart, folded at first', async () => {
    renderWithProviders(<GroupFitView groupId={1} answer={sampleGroupFit} />);
    expect(screen.getByRole('heading', { name: 'Group average' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Sales lead/ })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: "See the group's average against the profile" }),
    );
    expect(screen.getByRole('region', { name: /Sales lead/ })).toBeInTheDocument();
    expect(
      screen.getByRole('figure', { name: /Group average on the Big Five domains and facets/ }),
    ).toBeInTheDocument();
  });

  it('explains a group without a profile and one where nobody has a result', () => {
    const { unmount } = renderWithProviders(
      <GroupFitView groupId={2} answer={{ ...sampleGroupFit, ranges: null }} />,
    );
    expect(screen.getByText('No profile to compare with')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <GroupFitView
        groupId={1}
        answer={{ ...sampleGroupFit, withResults: 0, averageScores: {} }}
      />,
    );
    expect(screen.getByText('No member has a result yet')).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry', async () => {
    const { unmount } = renderWithProviders(<GroupFitView groupId={1} isLoading />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    unmount();
    const onRetry = vi.fn();
    renderWithProviders(
      <GroupFitView groupId={1} loadFailure={{ status: 500 }} onRetry={onRetry} />,
    );
    expect(
      screen.getByText('Error fetching the members’ fit with the profile.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(onRetry).toHaveBeenCalled();
  });
});
