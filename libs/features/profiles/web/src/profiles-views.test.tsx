import { currentNorms, percentileOfRaw, type ScaleScores } from '@facet/assessment-domain';
import { renderWithProviders } from '@facet/platform-testing-web';
import { fitScoreOf, profilesProblems } from '@facet/profiles-domain';
import { rangesFromProfileFields } from '@facet/reports-domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmployeeResultView } from './screens/employee-result/EmployeeResultView';
import { ProfileEditorView } from './screens/profile-editor/ProfileEditorView';
import { ProfilesTableView } from './screens/profiles-table/ProfilesTableView';
import {
  sampleNearBorderResultAnswer,
  sampleProfile,
  sampleProfiles,
  sampleQuestionableResultAnswer,
  sampleResultAnswer,
  sampleResultAnswerWith,
  someOutOfRangeProfile,
} from './story-fixtures';

describe('ProfilesTableView', () => {
  it('lists own and platform profiles; delete only for admins and own profiles', () => {
    renderWithProviders(
      <ProfilesTableView
        profiles={sampleProfiles}
        page={1}
        totalPages={1}
        onPageChange={vi.fn()}
        canRemove
      />,
    );
    expect(screen.getByText('Platform (read-only)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Sales lead' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Platform Sales' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create profile' })).toBeInTheDocument();
  });

  it('shows the error state when the list fails', () => {
    renderWithProviders(
      <ProfilesTableView
        profiles={[]}
        page={1}
        totalPages={1}
        onPageChange={vi.fn()}
        loadFailure={{ status: 500 }}
      />,
    );
    expect(screen.getByText('The profiles could not be loaded.')).toBeInTheDocument();
  });
});

describe('ProfileEditorView', () => {
  it('refuses to save without a name or a range, in words', async () => {
    const onSave = vi.fn(async () => true);
    renderWithProviders(<ProfileEditorView mode="create" onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    // Each problem shows at its field and again in the summary next to Save.
    expect(await screen.findAllByText(/Enter a name of letters/)).toHaveLength(2);
    expect(
      screen.getAllByText('Give a minimum and a maximum for at least one scale.'),
    ).toHaveLength(2);
  });

  it('views a profile, edits and cancels back to the stored values', async () => {
    renderWithProviders(
      <ProfileEditorView mode="view" profile={sampleProfile()} onSave={vi.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Sales lead');
  });

  it('saves the name and the ranges it was given', async () => {
    const onSave = vi.fn(async () => true);
    renderWithProviders(
      <ProfileEditorView mode="view" profile={sampleProfile()} onSave={onSave} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Sales lead',
        min_extraversion: 100,
        max_extraversion: 170,
        min_trust: null,
      }),
    );
  });

  it('has no Edit button for a platform profile', () => {
    renderWithProviders(
      <ProfileEditorView
        mode="view"
        profile={sampleProfile({ global: true, company_id: null })}
        onSave={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByText(/cannot be edited/)).toBeInTheDocument();
  });

  it('explains a 422 as an unavailable name', () => {
    renderWithProviders(
      <ProfileEditorView
        mode="view"
        profile={sampleProfile()}
        onSave={vi.fn()}
        saveFailure={{ status: 422, code: profilesProblems.nameUnavailable.code }}
      />,
    );
    expect(
      screen.getByText('This name is unavailable: another profile uses it.'),
    ).toBeInTheDocument();
  });
});

/** The validity caution: the one status that holds the caution's title. */
const cautionOnScreen = () => {
  const caution = screen
    .getAllByRole('status')
    .find((status) => status.textContent?.includes('Confirm this result before any decision'));
  if (!caution) throw new Error('No caution on screen');
  return caution;
};

describe('EmployeeResultView', () => {
  const props = {
    profiles: sampleProfiles,
    onChooseProfile: vi.fn(),
    onDownloadPdf: vi.fn(),
    backHref: '/company-panel',
    backLabel: 'Back',
  };

  it('shows the report sections and the PDF button', async () => {
    renderWithProviders(<EmployeeResultView {...props} answer={sampleResultAnswer(true)} />);
    expect(screen.getByRole('heading', { name: 'Result 2 of Erin Employee' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Facet results' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(props.onDownloadPdf).toHaveBeenCalled();
  });

  it('shows the employee’s normed view: overview chart, percentiles with levels, PEN', () => {
    const answer = sampleResultAnswer(false);
    const { container } = renderWithProviders(<EmployeeResultView {...props} answer={answer} />);
    expect(screen.getByRole('figure', { name: 'Big Five domains and facets' })).toBeInTheDocument();
    const extraversion = answer.inform?.domains.find((domain) => domain.scale === 'extraversion');
    const cardRow = container.querySelector('section [data-scale="extraversion"]');
    expect(cardRow).toHaveAttribute('data-percentile', String(extraversion?.percentile));
    expect(cardRow).toHaveTextContent(
      `Percentile ${extraversion?.percentile} · ${extraversion?.shownLevel}`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'PEN scales' })).toBeInTheDocument();
    expect(screen.queryByText(/^Extraversion: \d+$/)).toBeNull();
  });

  it('draws the chosen profile’s ranges over the percentile bars, coloured by position', () => {
    const { container } = renderWithProviders(
      <EmployeeResultView {...props} answer={sampleResultAnswer(true)} />,
    );
    const ranges = container.querySelectorAll(
      'section [data-scale="extraversion"] [data-testid="profile-range"]',
    );
    expect(ranges.length).toBeGreaterThan(0);
    for (const range of ranges) expect(range).toHaveAttribute('data-position');
  });

  it.each([
    [
      'en',
      'Likely average to high',
      'The Assertiveness score sits near the border',
      'Norms for this scale are provisional',
    ],
    [
      'es',
      'Probablemente entre medio y alto',
      'La puntuación de Asertividad está cerca',
      'Los baremos de esta escala son provisionales',
    ],
    [
      'pt',
      'Provavelmente entre médio e alto',
      'A pontuação de Assertividade está perto',
      'As normas desta escala são provisórias',
    ],
  ] as const)(
    'names both levels near a boundary, hedges the text and shows the norms caveat (%s)',
    (language, shownLevel, hedge, caveat) => {
      const answer = sampleNearBorderResultAnswer(language);
      const { container } = renderWithProviders(<EmployeeResultView {...props} answer={answer} />, {
        language,
      });
      const assertiveness = container.querySelector('section [data-scale="assertiveness"]');
      expect(assertiveness).toHaveTextContent(shownLevel);
      expect(screen.getAllByText(new RegExp(`^${hedge}`)).length).toBeGreaterThan(1);
      const caveats = screen.getAllByText(new RegExp(`^${caveat}`));
      // Openness and Values, each next to its own bar.
      expect(caveats).toHaveLength(2);
    },
  );

  it('says which norms it reads with and that they are provisional', () => {
    renderWithProviders(<EmployeeResultView {...props} answer={sampleResultAnswer(true)} />);
    expect(screen.getByText(/^Norms .*, provisional:/)).toBeInTheDocument();
  });

  it('puts the caution above a questionable result, says why in plain words and keeps the report', () => {
    renderWithProviders(
      <EmployeeResultView {...props} answer={sampleQuestionableResultAnswer(['too_fast'])} />,
    );
    const caution = cautionOnScreen();
    expect(caution).toHaveTextContent('Confirm this result before any decision');
    expect(caution).toHaveTextContent(
      'Some answers were inconsistent or given in a hurry, so these scores may not describe the person well. Confirm what matters, for example in an interview, before making any decision with this report.',
    );
    expect(caution).toHaveTextContent(/answered faster than/);
    const report = screen.getByRole('heading', { name: 'Facet results' });
    expect(caution.compareDocumentPosition(report) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says a result finished before the checks was never checked, rather than hurried', () => {
    renderWithProviders(
      <EmployeeResultView {...props} answer={sampleQuestionableResultAnswer(['not_checked'])} />,
    );
    expect(cautionOnScreen()).toHaveTextContent(
      /finished before answers were checked for consistency and speed/,
    );
    expect(screen.queryByText(/given in a hurry/)).not.toBeInTheDocument();
  });

  it('shows no caution on a valid result', () => {
    renderWithProviders(<EmployeeResultView {...props} answer={sampleResultAnswer(true)} />);
    expect(screen.queryByText('Confirm this result before any decision')).not.toBeInTheDocument();
  });

  it('leaves the Family section out and says it is written for the person only', () => {
    renderWithProviders(<EmployeeResultView {...props} answer={sampleResultAnswer(true)} />);
    expect(screen.getByRole('heading', { name: 'Work' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Family' })).toBeInTheDocument();
    expect(screen.getByText(/written for the person only/)).toBeInTheDocument();
    expect(screen.queryByText(/close and family life: how the person expresses/)).toBeNull();
  });

  it('shows the chosen profile without letting it change when there is no choice call', () => {
    renderWithProviders(
      <EmployeeResultView
        {...props}
        onChooseProfile={undefined}
        answer={sampleResultAnswer(true)}
      />,
    );
    const choice = screen.getByRole('button', { name: /Comparison profile/ });
    expect(choice).toBeDisabled();
    expect(choice).toHaveTextContent('Sales lead');
  });

  it('leads with the fit: the ranking’s score, a meter and the scales outside, before any chart', () => {
    const answer = sampleResultAnswerWith(someOutOfRangeProfile);
    renderWithProviders(<EmployeeResultView {...props} answer={answer} />);
    const headline = screen.getByRole('region', { name: 'Fit with “Account executive”' });
    const expected = fitScoreOf(
      { scores: answer.scores as ScaleScores, norms: currentNorms, validity: 'valid' },
      rangesFromProfileFields(someOutOfRangeProfile),
    );
    expect(expected!.score).toBeLessThan(90);
    const meter = within(headline).getByRole('meter', {
      name: 'Fit score with “Account executive”',
    });
    expect(meter).toHaveAttribute('aria-valuenow', String(expected!.score));
    expect(
      within(headline).getByText('Outside at least one range; the further outside, the lower.'),
    ).toBeVisible();
    expect(within(headline).getByText('2 of 3 scales outside the profile’s ranges')).toBeVisible();
    const outside = within(headline).getByRole('list', { name: 'Outside the profile’s ranges' });
    const chips = within(outside).getAllByRole('listitem');
    expect(chips.map((chip) => chip.getAttribute('data-scale')).sort()).toEqual([
      'anxiety',
      'trust',
    ]);
    const anxiety = chips.find((chip) => chip.getAttribute('data-scale') === 'anxiety')!;
    const norm = currentNorms.scales.anxiety;
    expect(anxiety).toHaveTextContent(
      `Anxiety: percentile ${percentileOfRaw(8, norm)}, below the range ${percentileOfRaw(16, norm)}–${percentileOfRaw(24, norm)}`,
    );
    const charts = screen.getByRole('figure', { name: 'Big Five domains and facets' });
    expect(
      headline.compareDocumentPosition(charts) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('lists the profile’s scales outside their ranges first, each a bar and the range only', () => {
    const { container } = renderWithProviders(
      <EmployeeResultView {...props} answer={sampleResultAnswerWith(someOutOfRangeProfile)} />,
    );
    const list = screen.getByRole('region', { name: 'Scale by scale against “Account executive”' });
    const order = [...list.querySelectorAll('[data-testid="score-row"]')].map((row) =>
      row.getAttribute('data-scale'),
    );
    expect(order).toEqual(['anxiety', 'trust', 'extraversion']);
    const lines = container.querySelectorAll('[data-testid="confidence-band"]');
    expect(lines.length).toBeGreaterThan(38);
    for (const line of lines) expect(line).toHaveAttribute('data-display', 'onHover');
    expect(screen.queryByText(/T[- ](score|point)/)).toBeNull();
  });

  it('draws every error line once the likely ranges are switched on', async () => {
    const { container } = renderWithProviders(
      <EmployeeResultView {...props} answer={sampleResultAnswer(true)} />,
    );
    await userEvent.click(
      screen.getByRole('switch', { name: 'Show the likely range of each score' }),
    );
    for (const line of container.querySelectorAll('[data-testid="confidence-band"]')) {
      expect(line).toHaveAttribute('data-display', 'shown');
    }
  });

  it('says every scale is inside when the fit misses none', () => {
    renderWithProviders(<EmployeeResultView {...props} answer={sampleResultAnswer(true)} />);
    const headline = screen.getByRole('region', { name: 'Fit with “Sales lead”' });
    expect(
      within(headline).getByText('Every scale the profile sets is inside its range.'),
    ).toBeVisible();
    expect(
      within(headline).getByText('Inside every range; higher is nearer the ranges’ centres.'),
    ).toBeVisible();
    expect(within(headline).queryByRole('list')).toBeNull();
  });

  it('offers the company’s profiles where the fit would be, when none is chosen', async () => {
    renderWithProviders(<EmployeeResultView {...props} answer={sampleResultAnswer(false)} />);
    const prompt = screen.getByRole('region', { name: 'Compare with a profile' });
    expect(within(prompt).queryByRole('meter')).toBeNull();
    await userEvent.click(within(prompt).getByRole('button', { name: /Comparison profile/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Analyst' }));
    expect(props.onChooseProfile).toHaveBeenCalledWith(2);
  });

  it('says no profile was chosen, without inviting a choice, where none can be made', () => {
    renderWithProviders(
      <EmployeeResultView
        {...props}
        onChooseProfile={undefined}
        answer={sampleResultAnswer(false)}
      />,
    );
    const prompt = screen.getByRole('region', { name: 'Compare with a profile' });
    expect(
      within(prompt).getByText('No comparison profile has been chosen for this result.'),
    ).toBeVisible();
    expect(within(prompt).getByRole('button', { name: /Comparison profile/ })).toBeDisabled();
  });

  it('keeps the caution above the fit of a questionable result, with the flags folded', () => {
    renderWithProviders(
      <EmployeeResultView
        {...props}
        answer={sampleQuestionableResultAnswer(['too_fast'], someOutOfRangeProfile)}
      />,
    );
    const caution = cautionOnScreen();
    const headline = screen.getByRole('region', { name: 'Fit with “Account executive”' });
    expect(
      caution.compareDocumentPosition(headline) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(caution).getByRole('button', { name: 'What the check noticed' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the not-found message for a 404', () => {
    renderWithProviders(
      <EmployeeResultView
        {...props}
        loadFailure={{ status: 404, code: profilesProblems.resultNotFound.code }}
      />,
    );
    expect(
      screen.getByText('This result does not exist for this employee of the company.'),
    ).toBeInTheDocument();
  });
});
