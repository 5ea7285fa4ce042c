import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RankingPage } from './RankingPage';
import {
  samplePositionRanking,
  sampleProfiles,
  sampleRanking,
  sampleRankingGroups,
} from '../../story-fixtures';

describe('RankingPage', () => {
  it('ranks against the profile picked, then asks again with a filter from page 1 after paging', async () => {
    const api = stubApi({
      'GET /api/profiles/get-profile': reply(200, {
        profile: sampleProfiles,
        page: 1,
        totalPages: 1,
        total: sampleProfiles.length,
      }),
      'GET /api/groups/get-group': reply(200, { groups: [], page: 1, totalPages: 1, total: 0 }),
      'GET /api/companies/rank-members': reply(200, sampleRanking),
    });
    renderWithProviders(<RankingPage />);
    expect(await screen.findByText('Choose a profile')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Profile/ }));
    await userEvent.click(await screen.findByRole('option', { name: sampleRanking.profile.name }));
    expect(await screen.findByText('Joao Employee')).toBeVisible();
    const [first] = api.callsTo('GET /api/companies/rank-members');
    expect(first?.url).toBe(
      `/api/companies/rank-members?role=manager&profile_id=${sampleRanking.profile.profile_id}&sort=fit&order=desc&validity=valid_or_questionable&page=1`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(api.callsTo('GET /api/companies/rank-members').at(-1)?.url).toContain('page=2');
    await userEvent.click(screen.getByRole('button', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Candidate' }));
    await screen.findByRole('button', { name: 'Clear filters' });
    expect(api.callsTo('GET /api/companies/rank-members').at(-1)?.url).toContain(
      'validity=valid_or_questionable&member_role=candidate&page=1',
    );
  });

  it("opens a position's ranking from its address: its name and profile, when and how each applied, the file asked for the position", async () => {
    const api = stubApi({
      'GET /api/profiles/get-profile': reply(200, {
        profile: sampleProfiles,
        page: 1,
        totalPages: 1,
        total: sampleProfiles.length,
      }),
      'GET /api/groups/get-group': reply(200, { groups: [], page: 1, totalPages: 1, total: 0 }),
      'GET /api/companies/rank-members': reply(200, samplePositionRanking),
    });
    renderWithProviders(<RankingPage />, { initialPath: '/company-panel/ranking?position=12' });
    expect(
      await screen.findByRole('heading', { name: 'Ranking of the applicants to Data analyst' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        new RegExp(`compared with its profile, ${samplePositionRanking.profile.name}`),
      ),
    ).toBeVisible();
    expect(api.callsTo('GET /api/companies/rank-members')[0]?.url).toBe(
      '/api/companies/rank-members?role=manager&position_id=12&sort=fit&order=desc&validity=valid_or_questionable&page=1',
    );
    const table = screen.getByRole('grid', { name: /Applicants to Data analyst ranked against/ });
    const lucia = within(table).getByRole('row', { name: /Lucia Applicant/ });
    expect(within(lucia).getByText('Position link')).toBeInTheDocument();
    expect(
      within(lucia).getByRole('link', { name: 'Interview guide for Lucia Applicant' }),
    ).toHaveAttribute(
      'href',
      expect.stringContaining(
        `interview-guide?profile=${samplePositionRanking.profile.profile_id}`,
      ),
    );
    expect(within(table).getByRole('columnheader', { name: 'Applied' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Role' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Shortlist' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Role/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('button', { name: /Profile/ })).toBeDisabled();
  });

  it('opens the ranking of the profile its address names, as after a reload', async () => {
    const api = stubApi({
      'GET /api/profiles/get-profile': reply(200, {
        profile: sampleProfiles,
        page: 1,
        totalPages: 1,
        total: sampleProfiles.length,
      }),
      'GET /api/groups/get-group': reply(200, { groups: [], page: 1, totalPages: 1, total: 0 }),
      'GET /api/companies/rank-members': reply(200, sampleRanking),
    });
    renderWithProviders(<RankingPage />, {
      initialPath: `/company-panel/ranking?profile_id=${sampleRanking.profile.profile_id}`,
    });
    expect(await screen.findByText('Joao Employee')).toBeVisible();
    expect(api.callsTo('GET /api/companies/rank-members')[0]?.url).toContain(
      `profile_id=${sampleRanking.profile.profile_id}&`,
    );
  });

  it('asks for the group and finished dates chosen, and downloads with the same filters', async () => {
    const api = stubApi({
      'GET /api/profiles/get-profile': reply(200, {
        profile: sampleProfiles,
        page: 1,
        totalPages: 1,
        total: sampleProfiles.length,
      }),
      'GET /api/groups/get-group': reply(200, {
        groups: sampleRankingGroups,
        page: 1,
        totalPages: 1,
        total: sampleRankingGroups.length,
      }),
      'GET /api/companies/rank-members': reply(200, sampleRanking),
      'GET /api/companies/export-ranking': reply(500, { message: 'boom' }),
    });
    renderWithProviders(<RankingPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Profile/ }));
    await userEvent.click(await screen.findByRole('option', { name: sampleRanking.profile.name }));
    await screen.findByText('Joao Employee');
    expect(api.callsTo('GET /api/groups/get-group')[0]?.url).toBe(
      '/api/groups/get-group?role=manager&page=1&pageSize=100',
    );
    await userEvent.click(screen.getByRole('button', { name: /Group/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Warehouse leads' }));
    fireEvent.change(screen.getByLabelText('Finished from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Finished until'), { target: { value: '2026-11-30' } });
    const filters = 'validity=valid_or_questionable&group_id=7&from=2026-11-01&to=2026-11-30';
    await screen.findByRole('button', { name: 'Clear filters' });
    expect(api.callsTo('GET /api/companies/rank-members').at(-1)?.url).toContain(
      `${filters}&page=1`,
    );
    fireEvent.change(screen.getByLabelText('Finished until'), { target: { value: '2026-10-01' } });
    const calls = api.callsTo('GET /api/companies/rank-members').length;
    expect(screen.getByText('Choose a day on or after the start date.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByRole('alert');
    expect(api.callsTo('GET /api/companies/export-ranking')[0]?.url).toContain(
      `${filters}&format=csv&lang=en`,
    );
    expect(api.callsTo('GET /api/companies/rank-members')).toHaveLength(calls);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Finished from')).toHaveValue('');
    expect(screen.getByLabelText('Finished until')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});
