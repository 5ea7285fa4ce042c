import type * as DesignSystem from '@facet/design-system';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// jsdom has no canvas: the distributions show their sentences alone, as where a canvas cannot draw.
vi.mock('@facet/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof DesignSystem>()),
  canDrawCharts: () => false,
}));
import { CompanyTeamPanel } from './CompanyTeamPanel';
import { companyTeam, everyoneLeftOut } from './story-fixtures';

const companyApi = {
  'GET /api/team-insight/company': reply(200, companyTeam),
  'POST /api/team-insight/document': reply(503, { message: 'Renderer busy' }),
} satisfies ApiRoutes;

describe('CompanyTeamPanel', () => {
  it("shows the company's team under the panel's heading, without a way back or a second group", async () => {
    const api = stubApi(companyApi);
    renderWithProviders(<CompanyTeamPanel />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Team view of Acme Demo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Heatmap' })).toBeInTheDocument();
    expect(screen.getByText('12 members counted')).toBeInTheDocument();
    const heatmap = screen.getByRole('region', { name: 'Heatmap' });
    expect(within(heatmap).getAllByRole('row')).toHaveLength(1 + 12);
    expect(screen.queryByRole('link', { name: 'Back to the group' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Compare with another group' })).toBeNull();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/team-insight/company?role=manager']);
  });

  it('sends no group when printing the company, and says when the server is busy', async () => {
    const api = stubApi(companyApi);
    renderWithProviders(<CompanyTeamPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    const [call] = api.callsTo('POST /api/team-insight/document');
    expect(call?.body).toEqual({});
    expect(call?.query.get('lang')).toBe('en');
    // A 503 reads as the shared sentence of an unreachable server, not the PDF's own.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We cannot reach Facet right now. Check your connection and try again in a moment.',
    );
    expect(alert).not.toHaveTextContent('Renderer busy');
  });

  it('says the view could not be loaded, and tries again', async () => {
    const api = stubApi(companyApi, {
      'GET /api/team-insight/company': reply(500, { message: 'boom' }),
    });
    renderWithProviders(<CompanyTeamPanel />);
    expect(await screen.findByText('The team view could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Team view' })).toBeInTheDocument();
    api.answer('GET /api/team-insight/company', reply(200, everyoneLeftOut));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No results to show yet')).toBeInTheDocument();
    expect(screen.getByText(/^3 members left out/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });
});
