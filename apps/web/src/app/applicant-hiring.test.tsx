import { applicantHiring } from '@facet/hiring-web';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import type { ProfileRankingAnswer, RankedMember } from '@facet/profiles-domain';
import { RankingPage } from '@facet/profiles-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

const lucia: RankedMember = {
  user_id: 21,
  name: 'Lucia Applicant',
  email: 'lucia@applicants.example',
  member_role: null,
  result_id: 121,
  date: '2026-11-03T10:00:00.000Z',
  applied_at: '2026-11-03T09:30:00.000Z',
  source: 'link',
  application_id: 321,
  hired_at: null,
  fitPercentage: 100,
  fitScore: 95.2,
  fitDistance: 0,
  counts: { inside: 4, borderline: 0, below: 0, above: 0 },
  validity: 'valid',
  shortlisted: false,
};

const rankingWith = (applicant: RankedMember): ProfileRankingAnswer => ({
  profile: { profile_id: 5, name: 'Analyst' },
  position: { position_id: 12, name: 'Data analyst' },
  leftOutOfFit: [],
  members: [applicant],
  page: 1,
  totalPages: 1,
  total: 1,
  invalidExcluded: 0,
});

function stubRanking() {
  return stubApi({
    'GET /api/profiles/get-profile': reply(200, { profile: [], page: 1, totalPages: 1, total: 0 }),
    'GET /api/groups/get-group': reply(200, { groups: [], page: 1, totalPages: 1, total: 0 }),
    'GET /api/companies/rank-members': reply(200, rankingWith(lucia)),
  });
}

const hiredAnswer = {
  application: { id: 321, hiredAt: '2026-11-30T08:00:00.000Z', joinedAsEmployee: true },
};

/**
 * The app hands hiring's hire to profiles' ranking (D94): a position's applicant is marked hired
 * after a confirmation that says what it does, through hiring's own call, and the ranking, read
 * again, shows the row hired.
 */
describe("a position's ranking with hiring's Mark as hired", () => {
  it('asks first, sends the hire for the application, then shows the row hired', async () => {
    const api = stubRanking();
    api.answer('POST /api/hiring/applications/:id/hire', () => {
      api.answer(
        'GET /api/companies/rank-members',
        reply(200, rankingWith({ ...lucia, hired_at: hiredAnswer.application.hiredAt })),
      );
      return reply(200, hiredAnswer);
    });
    renderWithProviders(<RankingPage applicantHiring={applicantHiring} />, {
      initialPath: '/company-panel/ranking?position=12',
    });
    const row = await screen.findByRole('row', { name: /Lucia Applicant/ });
    await userEvent.click(
      within(row).getByRole('button', { name: 'Mark Lucia Applicant as hired' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark Lucia Applicant as hired?',
    });
    expect(
      within(dialog).getByText(/no longer be erased at the end of the company's retention period/),
    ).toBeVisible();
    expect(api.callsTo('POST /api/hiring/applications/:id/hire')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as hired' }));
    expect(await screen.findByText('Hired')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const [hire] = api.callsTo('POST /api/hiring/applications/:id/hire');
    expect(hire?.url).toBe('/api/hiring/applications/321/hire?role=manager');
    const hiredRow = screen.getByRole('row', { name: /Lucia Applicant/ });
    expect(within(hiredRow).queryByRole('button', { name: /as hired/ })).toBeNull();
  });

  it('says in the dialog why the hire failed, and keeps it open to try again or cancel', async () => {
    const api = stubRanking();
    api.answer(
      'POST /api/hiring/applications/:id/hire',
      reply(404, { code: 'hiring.application_not_found', message: 'Application not found' }),
    );
    renderWithProviders(<RankingPage applicantHiring={applicantHiring} />, {
      initialPath: '/company-panel/ranking?position=12',
    });
    const row = await screen.findByRole('row', { name: /Lucia Applicant/ });
    await userEvent.click(
      within(row).getByRole('button', { name: 'Mark Lucia Applicant as hired' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as hired' }));
    expect(await within(dialog).findByText('This application no longer exists.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(row).getByRole('button', { name: /as hired/ })).toBeVisible();
  });

  it('offers no hire where the app passes none (the back office), and shows a hire all the same', async () => {
    const api = stubRanking();
    api.answer(
      'GET /api/companies/rank-members',
      reply(200, rankingWith({ ...lucia, hired_at: hiredAnswer.application.hiredAt })),
    );
    renderWithProviders(<RankingPage />, { initialPath: '/company-panel/ranking?position=12' });
    const row = await screen.findByRole('row', { name: /Lucia Applicant/ });
    expect(within(row).getByText('Hired')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /as hired/ })).toBeNull();
  });
});
