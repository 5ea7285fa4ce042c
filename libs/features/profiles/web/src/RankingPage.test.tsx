import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RankingPage } from './RankingPage';
import { sampleProfiles, sampleRanking } from './story-fixtures';

describe('RankingPage', () => {
  it('ranks against the profile picked, then asks again with a filter from page 1', async () => {
    const api = stubApi({
      'GET /api/profiles/get-profile': reply(200, {
        profile: sampleProfiles,
        page: 1,
        totalPages: 1,
        total: sampleProfiles.length,
      }),
      'GET /api/companies/rank-members': reply(200, sampleRanking),
    });
    renderWithProviders(<RankingPage />);
    expect(await screen.findByText('Choose a profile')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Profile/ }));
    await userEvent.click(await screen.findByRole('option', { name: sampleRanking.profile.name }));
    expect(await screen.findByText('Joao Employee')).toBeVisible();
    const [first] = api.callsTo('GET /api/companies/rank-members');
    expect(first?.url).toBe(
      `/api/companies/rank-members?role=manager&profile_id=${sampleRanking.profile.profile_id}&sort=fit&order=desc&validity=valid&page=1`,
    );
    await userEvent.click(screen.getByRole('button', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Candidate' }));
    await screen.findByRole('button', { name: 'Clear filters' });
    expect(api.callsTo('GET /api/companies/rank-members').at(-1)?.url).toContain(
      'validity=valid&member_role=candidate&page=1',
    );
  });
});
