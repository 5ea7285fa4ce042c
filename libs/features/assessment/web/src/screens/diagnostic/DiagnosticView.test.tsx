import { renderWithProviders } from '@facet/platform-testing-web';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DiagnosticView, type DiagnosticScreen } from './DiagnosticView';
import { fixtureAnswers, fixturePageQuestions } from '../../story-fixtures';
import { messagesIn } from '../../test-messages';

function renderScreen(screenState: DiagnosticScreen, language: 'en' | 'es' | 'pt' = 'en') {
  return renderPage(screenState, language).handlers;
}

function renderPage(screenState: DiagnosticScreen, language: 'en' | 'es' | 'pt' = 'en') {
  const handlers = {
    onStart: vi.fn(),
    onConsent: vi.fn(),
    onDeclineConsent: vi.fn(),
    onRetry: vi.fn(),
    onAnswer: vi.fn(),
    onAutoAdvanceChange: vi.fn(),
    onPrevious: vi.fn(),
    onContinue: vi.fn(),
    onFinish: vi.fn(),
    onConfirmFinish: vi.fn(() => Promise.resolve()),
    onCancelFinish: vi.fn(),
    onRestartRequest: vi.fn(),
    onConfirmRestart: vi.fn(() => Promise.resolve()),
    onCancelRestart: vi.fn(),
  };
  const { rerender } = renderWithProviders(<DiagnosticView screen={screenState} {...handlers} />, {
    language,
    messages: messagesIn(language),
  });
  return {
    handlers,
    rerender: (next: DiagnosticScreen) => rerender(<DiagnosticView screen={next} {...handlers} />),
  };
}

const pageOne = fixturePageQuestions(1);
const questionsScreen: DiagnosticScreen = {
  kind: 'questions',
  page: 1,
  totalPages: 12,
  questions: pageOne,
  answers: {},
  answeredCount: 0,
  totalCount: 240,
  minutesLeft: 24,
  showPaceHint: false,
  saveState: 'saved',
  showUnanswered: false,
  autoAdvance: false,
  gapFocusRequest: 0,
  isConfirmingFinish: false,
};

const statementOf = (questionId: string | undefined) =>
  document.querySelector(`[data-question-id="${questionId}"]`) as HTMLElement;

describe('DiagnosticView', () => {
  it('says a granted retake uses no new licence', () => {
    renderScreen({ ...questionsScreen, retake: true }, 'es');
    expect(
      screen.getByText(
        'Puedes volver a hacer la evaluación; este intento no usa una licencia nueva.',
      ),
    ).toBeVisible();
  });

  it.each([
    ['es', 'Tiene 240 afirmaciones breves y lleva unos 24 minutos.'],
    ['pt', 'Tem 240 afirmações curtas e leva cerca de 24 minutos.'],
  ] as const)('gives the same length in %s', (language, text) => {
    renderScreen({ kind: 'introduction', isStarting: false }, language);
    expect(screen.getByText(text)).toBeVisible();
  });

  it('shows no retake notice on an ordinary attempt', () => {
    renderScreen(questionsScreen);
    expect(screen.queryByText(/this attempt uses no new licence/)).toBeNull();
  });

  it('introduces the assessment: what it measures, its length at the reading pace, and that it can be paused', async () => {
    const handlers = renderScreen({ kind: 'introduction', isStarting: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Personality assessment' })).toBeVisible();
    // The time left of a questionnaire not yet begun: 240 statements at 6 s (D71).
    expect(
      screen.getByText('It has 240 short statements and takes about 24 minutes.'),
    ).toBeVisible();
    expect(screen.getByText(/pause and come back later/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Start the assessment' }));
    expect(handlers.onStart).toHaveBeenCalledOnce();
    expect(screen.queryByText(/You have answered/)).toBeNull();
  });

  it('offers to continue an attempt in progress at its page, with the answers saved so far', async () => {
    const handlers = renderScreen({
      kind: 'introduction',
      isStarting: false,
      progress: { page: 7, totalPages: 12, answered: 120, total: 240 },
    });
    expect(
      screen.getByText('You have answered 120 of 240 statements. Your answers are saved.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue at page 7 of 12' }));
    expect(handlers.onStart).toHaveBeenCalledOnce();
  });

  it('asks for consent and will not go on without it', async () => {
    const handlers = renderScreen({ kind: 'consent', isSubmitting: false });
    const dialog = screen.getByRole('dialog', { name: 'Consent to data processing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    expect(handlers.onConsent).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Consent is required to continue.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    expect(handlers.onConsent).toHaveBeenCalledOnce();
  });

  it('shows "page x of y" and the 20 statements of the page, each a group of the five answers', () => {
    renderScreen(questionsScreen);
    expect(screen.getByRole('heading', { level: 1, name: 'Page 1 of 12' })).toBeVisible();
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(20);
    expect(groups[0]).toHaveAccessibleName(`1. ${pageOne[0]?.text}`);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent),
    ).toEqual([
      'Strongly disagree',
      'Disagree',
      'Neither agree nor disagree',
      'Agree',
      'Strongly agree',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 240 answered',
    );
  });

  it('answers with the keys 1 to 5 while focus is in a statement', async () => {
    const handlers = renderScreen(questionsScreen);
    const [firstGroup] = screen.getAllByRole('radiogroup');
    const [firstRadio] = within(firstGroup as HTMLElement).getAllByRole('radio');
    (firstRadio as HTMLElement).focus();
    await userEvent.keyboard('4');
    expect(handlers.onAnswer).toHaveBeenCalledWith(pageOne[0]?.question_id, 'agree');
    // Focus follows the picked answer, so the next Tab leaves the statement.
    expect(within(firstGroup as HTMLElement).getByRole('radio', { name: 'Agree' })).toHaveFocus();
  });

  it('moves on to the next unanswered statement after an answer when auto-advance is on', async () => {
    const handlers = renderScreen({
      ...questionsScreen,
      answers: fixtureAnswers(pageOne.slice(1, 2), 1),
      answeredCount: 1,
      autoAdvance: true,
    });
    const [firstGroup] = screen.getAllByRole('radiogroup');
    await userEvent.click(
      within(firstGroup as HTMLElement).getByRole('radio', { name: 'Strongly agree' }),
    );
    expect(handlers.onAnswer).toHaveBeenCalledWith(pageOne[0]?.question_id, 'strongly_agree');
    // The second statement is answered already, so the third one takes the focus.
    await waitFor(() =>
      expect(
        within(statementOf(pageOne[2]?.question_id)).getByRole('radio', {
          name: 'Strongly disagree',
        }),
      ).toHaveFocus(),
    );
  });

  it('keeps focus on the answer when auto-advance is off, and turns it on from its switch', async () => {
    const handlers = renderScreen(questionsScreen);
    const [firstGroup] = screen.getAllByRole('radiogroup');
    const agree = within(firstGroup as HTMLElement).getByRole('radio', { name: 'Agree' });
    await userEvent.click(agree);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(agree).toHaveFocus();
    await userEvent.click(
      screen.getByRole('switch', { name: 'Move to the next statement after answering' }),
    );
    expect(handlers.onAutoAdvanceChange).toHaveBeenCalledWith(true);
  });

  it('takes focus to the first unanswered statement when asked', () => {
    const { rerender } = renderPage({ ...questionsScreen, answers: fixtureAnswers(pageOne, 3) });
    rerender({ ...questionsScreen, answers: fixtureAnswers(pageOne, 3), gapFocusRequest: 1 });
    expect(
      within(statementOf(pageOne[3]?.question_id)).getByRole('radio', {
        name: 'Strongly disagree',
      }),
    ).toHaveFocus();
  });

  it('shows earlier answers as selected', () => {
    renderScreen({ ...questionsScreen, answers: fixtureAnswers(pageOne, 1), answeredCount: 1 });
    const [firstGroup] = screen.getAllByRole('radiogroup');
    expect(within(firstGroup as HTMLElement).getByRole('radio', { name: 'Agree' })).toBeChecked();
  });

  it('flags unanswered statements and says how many are left', () => {
    renderScreen({
      ...questionsScreen,
      answers: fixtureAnswers(pageOne, 18),
      answeredCount: 18,
      showUnanswered: true,
    });
    expect(screen.getByText('2 statements on this page are not answered yet.')).toBeVisible();
    expect(screen.getAllByText('Not answered yet')).toHaveLength(2);
  });

  it('offers finish instead of continue on the last page', async () => {
    const lastPage = fixturePageQuestions(12);
    const handlers = renderScreen({
      ...questionsScreen,
      page: 12,
      questions: lastPage,
      answers: fixtureAnswers(lastPage, 20),
    });
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(handlers.onFinish).toHaveBeenCalledOnce();
  });

  it('asks to confirm the finish, saying what happens next', async () => {
    const lastPage = fixturePageQuestions(12);
    const handlers = renderScreen({
      ...questionsScreen,
      page: 12,
      questions: lastPage,
      answers: fixtureAnswers(lastPage, 20),
      isConfirmingFinish: true,
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Finish the assessment?' });
    expect(dialog).toHaveTextContent(
      'Your result is calculated from your answers and you will see it right away. You cannot change your answers afterwards.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review my answers' }));
    expect(handlers.onCancelFinish).toHaveBeenCalledOnce();
    expect(handlers.onConfirmFinish).not.toHaveBeenCalled();
  });

  it('finishes from the confirmation', async () => {
    const lastPage = fixturePageQuestions(12);
    const handlers = renderScreen({
      ...questionsScreen,
      page: 12,
      questions: lastPage,
      answers: fixtureAnswers(lastPage, 20),
      isConfirmingFinish: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Finish and see my result' }));
    expect(handlers.onConfirmFinish).toHaveBeenCalledOnce();
  });

  it('says when saving failed, keeping the answers on screen', () => {
    renderScreen({ ...questionsScreen, answers: fixtureAnswers(pageOne, 20), saveState: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be saved/);
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(20);
  });

  it('shows only the message for a finished assessment (409)', () => {
    renderScreen({ kind: 'finished' });
    expect(screen.getByRole('heading', { name: 'Assessment completed' })).toBeVisible();
    expect(screen.getByText(/You have already finished the assessment/)).toBeVisible();
    expect(screen.queryAllByRole('radiogroup')).toHaveLength(0);
  });

  it('explains a block in its own words, with its own title for no licences left (402)', () => {
    renderScreen({ kind: 'blocked', status: 402 });
    expect(
      screen.getByRole('heading', { name: 'Your company has no licences left' }),
    ).toBeVisible();
    expect(screen.getByText(/Ask your company administrator to add licences/)).toBeVisible();
  });

  it('explains a refusal without permission (403) in Spanish too', () => {
    renderScreen({ kind: 'blocked', status: 403 }, 'es');
    expect(
      screen.getByRole('heading', { name: 'Ahora no puedes realizar la evaluación' }),
    ).toBeVisible();
    expect(screen.getByText(/te asigne una licencia/)).toBeVisible();
  });

  it('says a failed launch was too many tries (429) in the shared words', () => {
    renderScreen({ kind: 'error', status: 429 });
    expect(screen.queryByText('Error fetching diagnostic.')).toBeNull();
  });

  it('speaks Spanish and Portuguese', () => {
    renderScreen(questionsScreen, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Página 1 de 12' })).toBeVisible();
    expect(screen.getAllByRole('radio', { name: 'De acuerdo' })).toHaveLength(20);
    expect(screen.getAllByText('En desacuerdo')).not.toHaveLength(0);
  });

  it('names the page once: one heading, which also names the region of its statements', () => {
    renderScreen(questionsScreen);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Page 1 of 12',
    ]);
    expect(screen.getByRole('region', { name: 'Page 1 of 12' })).toContainElement(
      screen.getAllByRole('radiogroup')[0]!,
    );
  });

  it('says about how many minutes are left, in every language, and nothing once none are', () => {
    renderScreen({ ...questionsScreen, minutesLeft: 6 });
    expect(screen.getByText('About 6 minutes left')).toBeVisible();
    cleanup();
    renderScreen({ ...questionsScreen, minutesLeft: 1 }, 'es');
    expect(screen.getByText('Queda alrededor de 1 minuto')).toBeVisible();
    cleanup();
    renderScreen({ ...questionsScreen, minutesLeft: 12 }, 'pt');
    expect(screen.getByText('Faltam cerca de 12 minutos')).toBeVisible();
    cleanup();
    renderScreen({ ...questionsScreen, minutesLeft: 0 });
    expect(screen.queryByText(/left$/)).toBeNull();
  });

  it('says kindly that the answers come fast, without stopping anything', async () => {
    const handlers = renderScreen({
      ...questionsScreen,
      showPaceHint: true,
      answers: fixtureAnswers(pageOne, 20),
    });
    expect(screen.getByText('You’re answering quickly')).toBeVisible();
    expect(screen.getByText(/There’s no rush/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(handlers.onContinue).toHaveBeenCalledOnce();
  });

  it('says why the statements stay in the attempt’s language and offers to start again in the interface’s', async () => {
    const handlers = renderScreen(
      {
        ...questionsScreen,
        languageNote: {
          attemptLanguage: 'en',
          interfaceLanguage: 'es',
          answeredCount: 25,
          isConfirmingRestart: false,
          restartFailed: false,
        },
      },
      'es',
    );
    expect(
      screen.getByText(/Las afirmaciones siguen en inglés, el idioma en que empezaste/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Empezar de nuevo en español' }));
    expect(handlers.onRestartRequest).toHaveBeenCalledOnce();
  });

  it('asks before starting again, naming what is cleared, in Portuguese too', async () => {
    const handlers = renderScreen(
      {
        ...questionsScreen,
        languageNote: {
          attemptLanguage: 'es',
          interfaceLanguage: 'pt',
          answeredCount: 25,
          isConfirmingRestart: true,
          restartFailed: false,
        },
      },
      'pt',
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Recomeçar em português?' });
    expect(within(dialog).getByText(/As 25 respostas que você deu são apagadas/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar em espanhol' }));
    expect(handlers.onCancelRestart).toHaveBeenCalledOnce();
    expect(handlers.onConfirmRestart).not.toHaveBeenCalled();
  });

  it('shows the finish moment with the way to the new result', () => {
    renderScreen({ kind: 'done', resultId: 77, total: 240 });
    expect(screen.getByRole('heading', { level: 1, name: 'You’re done!' })).toBeVisible();
    expect(screen.getByText(/You answered all 240 statements/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your profile at a glance' })).toHaveAttribute(
      'href',
      '/results/77',
    );
  });

  it('shows the finish moment in Spanish and Portuguese', () => {
    renderScreen({ kind: 'done', resultId: 77, total: 240 }, 'es');
    expect(screen.getByRole('link', { name: 'Ver tu perfil de un vistazo' })).toBeVisible();
    cleanup();
    renderScreen({ kind: 'done', resultId: 77, total: 240 }, 'pt');
    expect(screen.getByRole('heading', { level: 1, name: 'Pronto!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver um resumo do seu perfil' })).toBeVisible();
  });

  it('offers a retry when loading failed', async () => {
    const handlers = renderScreen({ kind: 'error' });
    expect(screen.getByText('Error fetching diagnostic.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(handlers.onRetry).toHaveBeenCalledOnce();
  });
});
