import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ResultPage } from './ResultPage';
import { fixtureReport } from './story-fixtures';

const resultApi = {
  'GET /api/diagnoses/get-result-inform': reply(200, {
    inform: { ...fixtureReport(), validity: { status: 'valid', flags: [], indices: null } },
  }),
  'POST /api/diagnoses/get-inform-document/12': reply(200, { pdfUrl: '/files/inform-12.pdf' }),
} satisfies ApiRoutes;

function renderResult() {
  renderWithProviders(
    <Routes>
      <Route path="/results/:id" element={<ResultPage />} />
    </Routes>,
    { initialPath: '/results/12' },
  );
}

describe('ResultPage', () => {
  it('asks for the PDF of the result in the page language and starts its download', async () => {
    // jsdom cannot navigate; the download link's click is what the page does.
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const api = stubApi(resultApi);
    renderResult();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Your PDF is downloading.')).toBeVisible();
    const [call] = api.callsTo('POST /api/diagnoses/get-inform-document/12');
    expect(call?.url).toBe('/api/diagnoses/get-inform-document/12?lang=en');
    expect(click).toHaveBeenCalledOnce();
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe(
      '/files/inform-12.pdf',
    );
    click.mockRestore();
  });

  it("shows its own translated words, never the server's, when the PDF could not be prepared", async () => {
    stubApi(resultApi, {
      'POST /api/diagnoses/get-inform-document/12': reply(500, {
        message: 'The document service is down.',
      }),
    });
    renderResult();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Error fetching inform document.')).toBeVisible();
    expect(screen.queryByText('The document service is down.')).not.toBeInTheDocument();
  });

  it("does not show the server's message when the result cannot be read", async () => {
    stubApi(resultApi, {
      'GET /api/diagnoses/get-result-inform': reply(500, { message: 'boom' }),
    });
    renderResult();
    expect(await screen.findByText('Error fetching user inform.')).toBeVisible();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
