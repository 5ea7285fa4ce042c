import type * as DesignSystem from '@facet/design-system';
import { designSystemCatalogue } from '@facet/design-system';
import { groupsProblems } from '@facet/groups-domain';
import type { GroupListAnswer } from '@facet/groups-domain';
import {
  renderWithProviders,
  reply,
  stubApi,
  type ApiAnswer,
  type ApiRoutes,
} from '@facet/platform-testing-web';
import { mergeCatalogues } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// jsdom has no canvas: the distributions show their sentences alone, as where a canvas cannot draw.
vi.mock('@facet/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof DesignSystem>()),
  canDrawCharts: () => false,
}));
import { GroupTeamViewPage } from './GroupTeamViewPage';
import { teamInsightCatalogue } from './messages';
import { emptyTeam, fullTeam, salesComparison, tooFewTeam } from './story-fixtures';

const groupList: GroupListAnswer = {
  groups: [
    { group_id: 1, name: 'Customer support', profile_id: null, profile_name: null, members: 8 },
    { group_id: 2, name: 'Sales', profile_id: null, profile_name: null, members: 4 },
    { group_id: 3, name: 'Engineering', profile_id: null, profile_name: null, members: 6 },
  ],
  page: 1,
  totalPages: 1,
  total: 3,
};

/** Group 1's page: its team view, the company's groups, the comparison and the PDF. */
const groupOneApi = {
  'GET /api/team-insight/groups/:id': reply(200, fullTeam),
  'GET /api/groups/get-group': reply(200, groupList),
  'GET /api/team-insight/compare': reply(200, salesComparison),
  'POST /api/team-insight/document': reply(500, { message: 'Chromium is not there' }),
} satisfies ApiRoutes;

const translations = mergeCatalogues([designSystemCatalogue, teamInsightCatalogue]);

function renderGroupPage(language: Language = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/company-panel/group/:id/team" element={<GroupTeamViewPage />} />
    </Routes>,
    { initialPath: '/company-panel/group/1/team', language, messages: translations[language] },
  );
}

/** An answer the test releases when it has looked at the screen while waiting. */
function heldAnswer() {
  let release: (answer: ApiAnswer) => void = () => {};
  const answer = new Promise<ApiAnswer>((resolve) => {
    release = resolve;
  });
  return { route: () => answer, release: (answer: ApiAnswer) => release(answer) };
}

const heatmap = () => screen.getByRole('region', { name: 'Heatmap' });

describe('GroupTeamViewPage', () => {
  it('shows a spinner while the view loads, then the team of the group in the address', async () => {
    const held = heldAnswer();
    const api = stubApi(groupOneApi, { 'GET /api/team-insight/groups/:id': held.route });
    renderGroupPage();
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the team view…' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Team view' })).toBeInTheDocument();
    held.release(reply(200, fullTeam));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Team view of Customer support' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading the team view…' })).toBeNull();
    expect(within(heatmap()).getAllByRole('row')).toHaveLength(1 + fullTeam.members.length);
    const [call] = api.callsTo('GET /api/team-insight/groups/:id');
    expect(call?.url).toBe('/api/team-insight/groups/1?role=manager');
    expect(screen.getByRole('link', { name: 'Back to the group' })).toHaveAttribute(
      'href',
      '/company-panel/group/1',
    );
  });

  it('says the view could not be loaded and loads it again on Try again', async () => {
    const api = stubApi(groupOneApi, {
      'GET /api/team-insight/groups/:id': reply(500, { message: 'Database is down' }),
    });
    renderGroupPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The team view could not be loaded.')).toBeInTheDocument();
    expect(within(alert).queryByText('Database is down')).toBeNull();
    api.answer('GET /api/team-insight/groups/:id', reply(200, fullTeam));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Heatmap' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/team-insight/groups/:id')).toHaveLength(2);
  });

  it('shows the error state, not an empty team, for a group it may not see', async () => {
    stubApi(groupOneApi, {
      'GET /api/team-insight/groups/:id': reply(404, {
        message: 'This group does not exist.',
        code: groupsProblems.notFound.code,
      }),
    });
    renderGroupPage();
    expect(
      await screen.findByText('This group does not exist, or is no longer in your company.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
    expect(screen.queryByText('Nobody to show yet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('shows the empty state for a group without members, and offers no PDF', async () => {
    stubApi(groupOneApi, { 'GET /api/team-insight/groups/:id': reply(200, emptyTeam) });
    renderGroupPage();
    expect(await screen.findByText('Nobody to show yet')).toBeInTheDocument();
    expect(screen.getByText('0 members counted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('withholds the scores of a team too small to show, and says why', async () => {
    stubApi(groupOneApi, { 'GET /api/team-insight/groups/:id': reply(200, tooFewTeam) });
    renderGroupPage();
    expect(
      await screen.findByText('Too few people to show without revealing individuals'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 member left out: 1 without a finished assessment.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Heatmap' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('offers the other groups to compare with, and sets the chosen one beside this', async () => {
    const api = stubApi(groupOneApi);
    renderGroupPage();
    await screen.findByRole('region', { name: 'Heatmap' });
    await userEvent.click(screen.getByRole('button', { name: /Second group/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Sales', 'Engineering']);
    expect(api.callsTo('GET /api/team-insight/compare')).toHaveLength(0);
    await userEvent.click(screen.getByRole('option', { name: 'Sales' }));
    const table = await screen.findByRole('table', { name: 'Compare with another group' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + salesComparison.scales.length);
    const [call] = api.callsTo('GET /api/team-insight/compare');
    expect(call?.query.get('group_a')).toBe('1');
    expect(call?.query.get('group_b')).toBe('2');
    expect(call?.query.get('role')).toBe('manager');
    expect(
      screen.getByText(
        'Median percentile per scale: Customer support (8 counted) and Sales (4 counted).',
      ),
    ).toBeInTheDocument();
  });

  it('explains a refused comparison of groups too alike, and offers to retry another failure', async () => {
    const api = stubApi(groupOneApi, {
      'GET /api/team-insight/compare': reply(422, { message: 'too alike' }),
    });
    renderGroupPage();
    await screen.findByRole('region', { name: 'Heatmap' });
    await userEvent.click(screen.getByRole('button', { name: /Second group/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Sales' }));
    expect(
      await screen.findByText(/These two groups differ by fewer than 3 people/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    api.answer('GET /api/team-insight/compare', reply(500, { message: 'boom' }));
    await userEvent.click(screen.getByRole('button', { name: /Second group/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Engineering' }));
    expect(await screen.findByText('The comparison could not be loaded.')).toBeInTheDocument();
    api.answer('GET /api/team-insight/compare', reply(200, salesComparison));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: 'Compare with another group' }),
    ).toBeInTheDocument();
  });

  it("asks for the group's PDF in the screen's language and says when it cannot be prepared", async () => {
    const api = stubApi(groupOneApi);
    renderGroupPage('es');
    await screen.findByRole('region', { name: 'Mapa de calor' });
    await userEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(
      await screen.findByText('No se ha podido preparar el PDF. Inténtalo de nuevo en un momento.'),
    ).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/team-insight/document');
    expect(call?.query.get('lang')).toBe('es');
    expect(call?.query.get('role')).toBe('manager');
    expect(call?.body).toEqual({ group_id: 1 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled(),
    );
  });
});
