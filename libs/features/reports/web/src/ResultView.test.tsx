import { renderWithProviders } from '@facet/platform-testing-web';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { candidateSummaryOf } from '@facet/reports-domain';
import { ResultView, type DownloadState, type ResultScreen } from './ResultView';
import { fixtureReport, fixtureReportNearBorders } from './story-fixtures';
import { messagesIn } from './test-messages';

function renderResult(
  screenState: ResultScreen,
  download: DownloadState = { kind: 'idle' },
  language: 'en' | 'es' | 'pt' = 'en',
) {
  const handlers = { onDownload: vi.fn(), onRetry: vi.fn() };
  renderWithProviders(<ResultView screen={screenState} download={download} {...handlers} />, {
    language,
    messages: messagesIn(language),
  });
  return handlers;
}

describe('ResultView', () => {
  it('shows the result, the five domains and the six report sections', () => {
    renderResult({ kind: 'success', inform: fixtureReport('en') });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your result of March 14, 2025' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my results' })).toHaveAttribute(
      'href',
      '/results',
    );
    for (const domain of ['Extraversion', 'Agreeableness']) {
      expect(screen.getByRole('figure', { name: domain })).toBeInTheDocument();
    }
    for (const section of ['Social relationships', 'Work', 'Family', 'General conclusion']) {
      expect(screen.getByRole('heading', { level: 3, name: section })).toBeVisible();
    }
  });

  it('shows a candidate the short summary their position chose, and says what it is', () => {
    renderResult(
      { kind: 'success', inform: candidateSummaryOf(fixtureReport('es')) },
      undefined,
      'es',
    );
    expect(screen.getByText(/Este es el resumen breve de tus resultados/)).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3, name: 'Familia' })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Extraversión' })).not.toBeInTheDocument();
  });

  it('says nothing about validity when the protocol passed the checks', () => {
    renderResult({
      kind: 'success',
      inform: fixtureReport('en'),
      validity: { status: 'valid', flags: [], indices: null },
    });
    expect(screen.queryByText('This reading may not describe you')).toBeNull();
    expect(screen.queryByText('Read this result with some caution')).toBeNull();
  });

  it('shows a mild banner with the flag in plain words for a questionable protocol', async () => {
    renderResult({
      kind: 'success',
      inform: fixtureReport('en'),
      validity: { status: 'questionable', flags: ['too_fast'], indices: null },
    });
    expect(screen.getByText('Read this result with some caution')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: /^Your result of/ })).toBeVisible();
    expect(screen.queryByText(/faster than their statements can be read/)).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'What the check noticed' }));
    expect(screen.getByText(/faster than their statements can be read/)).toBeVisible();
  });

  it('puts the validity notice under the title, before the profile at a glance', () => {
    renderResult({
      kind: 'success',
      inform: fixtureReport('en'),
      validity: { status: 'questionable', flags: ['too_fast'], indices: null },
    });
    const notice = screen.getByText('Read this result with some caution');
    const glance = screen.getByRole('heading', { level: 2, name: 'Your profile at a glance' });
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.compareDocumentPosition(glance) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('tells the person an invalid reading is unreliable, that the company sees no interpretation and that a retake can be asked for', async () => {
    renderResult(
      {
        kind: 'success',
        inform: fixtureReport('pt'),
        validity: { status: 'invalid', flags: ['longstring', 'acquiescence'], indices: null },
      },
      { kind: 'idle' },
      'pt',
    );
    const title = screen.getByText('Esta leitura pode não descrever você');
    expect(title).toBeVisible();
    const notice = title.closest<HTMLElement>('[role="status"]');
    if (!notice) throw new Error('The notice is not announced');
    expect(within(notice).getByText(/refazê-la uma vez sem custo/)).toBeVisible();
    await userEvent.click(
      within(notice).getByRole('button', { name: 'O que a verificação notou' }),
    );
    expect(within(notice).getAllByRole('listitem')).toHaveLength(2);
  });

  it('opens with the profile at a glance: five domains between their poles, three strengths, three watch-outs and work', () => {
    const report = fixtureReport('en');
    const glance = report.atAGlance;
    if (!glance) throw new Error('A person’s inform has a profile at a glance');
    renderResult({ kind: 'success', inform: report });
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual([
      'Your profile at a glance',
      'The 30 facets, domain by domain',
    ]);
    const glanceSection = screen
      .getByRole('heading', { level: 2, name: 'Your profile at a glance' })
      .closest('section');
    if (!glanceSection) throw new Error('The glance is not a section');
    const extraversion = within(glanceSection).getByRole('meter', { name: 'Extraversion' });
    const percentile = glance.domains[1]?.percentile ?? -1;
    expect(extraversion).toHaveAttribute('aria-valuenow', String(percentile));
    expect(extraversion).toHaveAttribute(
      'aria-valuetext',
      `Percentile ${percentile}, on a line from Reserved to Outgoing`,
    );
    expect(screen.getAllByTestId('pole-slider')).toHaveLength(5);
    for (const [title, notes] of [
      ['Your strengths', glance.strengths],
      ['Worth watching', glance.watchOuts],
    ] as const) {
      const card = screen.getByRole('heading', { level: 3, name: title }).closest('section');
      if (!card) throw new Error(`${title} has no card`);
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(notes.map((note) => note.text));
    }
    const work = screen.getByRole('heading', { level: 3, name: 'What this means at work' });
    expect(within(work.closest('section') as HTMLElement).getAllByRole('listitem')).toHaveLength(5);
  });

  it('draws the error line only under the pointer until the likely ranges are switched on', async () => {
    const { container } = renderWithProviders(
      <ResultView
        screen={{ kind: 'success', inform: fixtureReport('en') }}
        download={{ kind: 'idle' }}
        onDownload={vi.fn()}
        onRetry={vi.fn()}
      />,
      { language: 'en', messages: messagesIn('en') },
    );
    const displays = () =>
      new Set(
        [...container.querySelectorAll('[data-testid="confidence-band"]')].map((band) =>
          band.getAttribute('data-display'),
        ),
      );
    expect(displays()).toEqual(new Set(['onHover']));
    await userEvent.click(
      screen.getByRole('switch', { name: 'Show the likely range of each score' }),
    );
    expect(displays()).toEqual(new Set(['shown']));
  });

  it('keeps norms and method behind “How to read this”, and each score’s meaning one click away', async () => {
    renderResult({ kind: 'success', inform: fixtureReport('en') });
    const norms = screen.getByText(/^Norms johnson-120-300-blend\/1/);
    expect(norms).not.toBeVisible();
    const howToRead = screen.getByRole('button', { name: 'How to read this' });
    expect(howToRead).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(howToRead);
    expect(norms).toBeVisible();
    const [firstMeanings] = screen.getAllByRole('button', { name: 'What each score means' });
    await userEvent.click(firstMeanings as HTMLElement);
    expect(firstMeanings).toHaveTextContent('Hide what each score means');
  });

  it('downloads the PDF and says while it is being prepared', async () => {
    const handlers = renderResult({ kind: 'success', inform: fixtureReport('en') });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(handlers.onDownload).toHaveBeenCalledOnce();
  });

  it('disables the PDF button and says so while the PDF is being prepared', () => {
    renderResult({ kind: 'success', inform: fixtureReport('en') }, { kind: 'pending' });
    expect(screen.getByText('Preparing your PDF…')).toBeVisible();
    expect(screen.getByRole('button', { name: /Download PDF/ })).toBeDisabled();
  });

  it('draws every scale as its percentile, with one level label per row', () => {
    const report = fixtureReport('en');
    const { container } = renderWithProviders(
      <ResultView
        screen={{ kind: 'success', inform: report }}
        download={{ kind: 'idle' }}
        onDownload={vi.fn()}
        onRetry={vi.fn()}
      />,
      { language: 'en', messages: messagesIn('en') },
    );
    for (const reading of [...report.domains, ...report.pen]) {
      const rows = container.querySelectorAll(`[data-scale="${reading.scale}"]`);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row).toHaveAttribute('data-percentile', String(reading.percentile));
        expect(row.querySelector('[data-testid="percentile-fill"]')).toHaveStyle({
          width: `${reading.percentile}%`,
        });
      }
    }
  });

  it('shows the PEN heading and the PEN P note once', () => {
    renderResult({ kind: 'success', inform: fixtureReport('en') });
    expect(screen.getAllByText('PEN scales')).toHaveLength(1);
    expect(screen.getAllByText(/Tough-mindedness \(PEN P\) is an/)).toHaveLength(1);
  });

  it('shows the shape of the page while the result loads', () => {
    renderResult({ kind: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading the result…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the server’s message when the PDF failed', () => {
    renderResult(
      { kind: 'success', inform: fixtureReport('en') },
      { kind: 'failed', message: 'Result not found.' },
    );
    expect(within(screen.getByRole('alert')).getByText('Result not found.')).toBeVisible();
  });

  it('reads in Spanish', () => {
    renderResult({ kind: 'success', inform: fixtureReport('es') }, { kind: 'idle' }, 'es');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tu resultado del 14 de marzo de 2025' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Relaciones sociales' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
  });

  it.each([
    [
      'en',
      'Percentile 76 · Likely average to high',
      'The Assertiveness score sits near the border between average and high; read this as a tendency: ',
      'Norms for this scale are provisional',
    ],
    [
      'es',
      'Percentil 76 · Probablemente entre medio y alto',
      'La puntuación de Asertividad está cerca del límite entre medio y alto; conviene leer lo que sigue como una tendencia: ',
      'Los baremos de esta escala son provisionales',
    ],
    [
      'pt',
      'Percentil 76 · Provavelmente entre médio e alto',
      'A pontuação de Assertividade está perto do limite entre médio e alto; leia o que vem a seguir como uma tendência: ',
      'As normas desta escala são provisórias',
    ],
  ] as const)(
    'names both levels near a boundary, hedges the text and shows the norms caveat (%s)',
    (language, shownLevel, hedge, caveat) => {
      const report = fixtureReportNearBorders(language);
      renderResult({ kind: 'success', inform: report }, { kind: 'idle' }, language);
      expect(screen.getAllByText(shownLevel).length).toBeGreaterThan(0);
      const leadership = report.sections.find((section) => section.key === 'leadershipNeed');
      const hedged = leadership?.paragraphs.find((paragraph) => paragraph.startsWith(hedge));
      expect(hedged).toBeDefined();
      // A section's first paragraph is always shown; the rest open with the section's toggle.
      if (hedged !== leadership?.paragraphs[0]) {
        fireEvent.click(
          screen.getByRole('button', {
            name: new RegExp(`“${leadership?.title}”|«${leadership?.title}»`),
          }),
        );
      }
      expect(screen.getByText(hedged ?? '')).toBeVisible();
      // Openness and Values show their caveat in Openness's card, behind "What each score means".
      const opennessName =
        report.domains.find((domain) => domain.scale === 'openness_to_experience')?.name ?? '';
      const openness = screen
        .getByRole('figure', { name: opennessName })
        .closest<HTMLElement>('section');
      if (!openness) throw new Error('Openness has no card');
      expect(within(openness).getAllByText(new RegExp(`^${caveat}`)).length).toBeGreaterThan(0);
    },
  );

  it('says when the result does not exist or is not the person’s', () => {
    renderResult({ kind: 'notFound', message: 'Result not found.' });
    expect(screen.getByRole('heading', { level: 1, name: 'Result not found' })).toBeVisible();
  });

  it('offers a retry when loading failed', async () => {
    const handlers = renderResult({ kind: 'error' });
    expect(screen.getByText('Error fetching user inform.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(handlers.onRetry).toHaveBeenCalledOnce();
  });
});
