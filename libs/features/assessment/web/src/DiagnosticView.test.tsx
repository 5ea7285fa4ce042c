import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DiagnosticView, type DiagnosticScreen } from './DiagnosticView';
import { fixtureAnswers, fixturePageQuestions } from './story-fixtures';
import { messagesIn } from './test-messages';

function renderScreen(screenState: DiagnosticScreen, language: 'en' | 'es' | 'pt' = 'en') {
  const handlers = {
    onStart: vi.fn(),
    onConsent: vi.fn(),
    onDeclineConsent: vi.fn(),
    onRetry: vi.fn(),
    onAnswer: vi.fn(),
    onPrevious: vi.fn(),
    onContinue: vi.fn(),
    onFinish: vi.fn(),
  };
  renderWithProviders(<DiagnosticView screen={screenState} {...handlers} />, {
    language,
    messages: messagesIn(language),
  });
  return handlers;
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
  saveState: 'saved',
  showUnanswered: false,
};

describe('DiagnosticView', () => {
  it('says a granted retake uses no new licence', () => {
    renderScreen({ ...questionsScreen, retake: true }, 'es');
    expect(
      screen.getByText(
        'Puedes volver a hacer la evaluación; este intento no usa una licencia nueva.',
      ),
    ).toBeVisible();
  });

  it('shows no retake notice on an ordinary attempt', () => {
    renderScreen(questionsScreen);
    expect(screen.queryByText(/this attempt uses no new licence/)).toBeNull();
  });

  it('introduces the assessment: what it measures, 30 to 60 minutes, and that it can be paused', async () => {
    const handlers = renderScreen({ kind: 'introduction', isStarting: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Personality assessment' })).toBeVisible();
    expect(screen.getByText(/30 to 60 minutes/)).toBeVisible();
    expect(screen.getByText(/pause and come back later/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Start or continue the assessment' }));
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
    expect(within(groups[0] as HTMLElement).getAllByRole('radio')).toHaveLength(5);
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
    expect(within(firstGroup as HTMLElement).getByRole('radio', { name: /Agree$/ })).toHaveFocus();
  });

  it('shows earlier answers as selected', () => {
    renderScreen({ ...questionsScreen, answers: fixtureAnswers(pageOne, 1), answeredCount: 1 });
    const [firstGroup] = screen.getAllByRole('radiogroup');
    expect(within(firstGroup as HTMLElement).getByRole('radio', { name: /Agree$/ })).toBeChecked();
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

  it('says when saving failed, keeping the answers on screen', () => {
    renderScreen({ ...questionsScreen, answers: fixtureAnswers(pageOne, 20), saveState: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be saved/);
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(20);
  });

  it('shows only the message for a finished assessment (409)', () => {
    renderScreen({ kind: 'finished', message: 'You have already finished the assessment.' });
    expect(screen.getByRole('heading', { name: 'Assessment completed' })).toBeVisible();
    expect(screen.getByText('You have already finished the assessment.')).toBeVisible();
    expect(screen.queryAllByRole('radiogroup')).toHaveLength(0);
  });

  it('explains a block by the server’s message, with its own title for no licences left (402)', () => {
    renderScreen({ kind: 'blocked', status: 402, message: 'Your company has no licences left.' });
    expect(
      screen.getByRole('heading', { name: 'Your company has no licences left' }),
    ).toBeVisible();
  });

  it('speaks Spanish and Portuguese', () => {
    renderScreen(questionsScreen, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Página 1 de 12' })).toBeVisible();
    expect(screen.getAllByText('4 · De acuerdo')).toHaveLength(20);
  });

  it('offers a retry when loading failed', async () => {
    const handlers = renderScreen({ kind: 'error' });
    expect(screen.getByText('Error fetching diagnostic.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(handlers.onRetry).toHaveBeenCalledOnce();
  });
});
