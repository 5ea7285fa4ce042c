import {
  consentVersion,
  itemCount,
  type AssessmentProgress,
  itemsPerPage,
  minimumSecondsPerItem,
  questionsForLanguage,
  totalPages,
  type Answer,
  type LaunchAnswer,
} from '@facet/assessment-domain';
import { describe, expect, it } from 'vitest';
import {
  backNeedsSave,
  continueStep,
  diagnosticFlowReducer,
  finishStep,
  initialDiagnosticFlow,
  isAnsweredTooFast,
  isPageComplete,
  resumesDirectly,
  selectFirstGapPage,
  selectIntroductionProgress,
  selectNextUnanswered,
  selectPageQuestions,
  selectResponses,
  selectSaveState,
  type DiagnosticFlowAction,
  type DiagnosticFlowState,
} from './diagnostic-flow';

const questions = questionsForLanguage('en');
const idsOnPage = (page: number) =>
  questions.filter((question) => question.page === page).map((question) => question.question_id);
const answerAll = (ids: readonly string[], answer: Answer = 'agree') =>
  Object.fromEntries(ids.map((id) => [id, answer])) as Record<string, Answer>;

function launchAnswer(overrides: Partial<LaunchAnswer> = {}): LaunchAnswer {
  return {
    questions,
    page: 1,
    totalPages,
    answers: {},
    consented: true,
    consentVersion,
    lang: 'en',
    retake: false,
    ...overrides,
  };
}

const run = (state: DiagnosticFlowState, ...actions: DiagnosticFlowAction[]) =>
  actions.reduce(diagnosticFlowReducer, state);

/** Launched and consented, on `page`, with `answers` saved on the server. */
function onQuestions(page = 1, answers: Record<string, Answer> = {}): DiagnosticFlowState {
  return run(initialDiagnosticFlow, {
    type: 'launched',
    answer: launchAnswer({ page, answers }),
  });
}

function progress(overrides: Partial<AssessmentProgress> = {}): AssessmentProgress {
  return {
    state: 'inProgress',
    page: 7,
    answered: 120,
    total: itemCount,
    totalPages,
    latestResultId: null,
    companyName: 'Acme',
    ...overrides,
  };
}

describe('diagnosticFlowReducer: reading the saved progress', () => {
  it('starts loading while it reads the progress, page 1, nothing answered', () => {
    expect(initialDiagnosticFlow).toMatchObject({
      phase: { kind: 'loading' },
      progressChecked: false,
      page: 1,
      answers: {},
      showUnanswered: false,
      gapFocusRequest: 0,
      isConfirmingFinish: false,
    });
    expect(initialDiagnosticFlow.unsavedIds.size).toBe(0);
  });

  it('shows the introduction when nothing is in progress', () => {
    expect(run(initialDiagnosticFlow, { type: 'progressChecked', resumes: false })).toMatchObject({
      phase: { kind: 'introduction' },
      progressChecked: true,
    });
  });

  it('keeps loading when an open attempt resumes, then lands on the page the launch names', () => {
    const resuming = run(initialDiagnosticFlow, { type: 'progressChecked', resumes: true });
    expect(resuming).toMatchObject({ phase: { kind: 'loading' }, progressChecked: true });
    const resumed = run(resuming, { type: 'launched', answer: launchAnswer({ page: 7 }) });
    expect(resumed).toMatchObject({ phase: { kind: 'questions' }, page: 7 });
  });

  it('resumes directly only an attempt in progress', () => {
    expect(resumesDirectly(progress())).toBe(true);
    expect(resumesDirectly(progress({ state: 'notStarted' }))).toBe(false);
    expect(resumesDirectly(progress({ state: 'finished' }))).toBe(false);
    expect(resumesDirectly(undefined)).toBe(false);
  });

  it('tells the introduction where an attempt with saved answers continues', () => {
    expect(selectIntroductionProgress(progress())).toEqual({
      page: 7,
      totalPages,
      answered: 120,
      total: itemCount,
    });
    expect(selectIntroductionProgress(progress({ answered: 0, page: 1 }))).toBeUndefined();
    expect(selectIntroductionProgress(progress({ state: 'finished' }))).toBeUndefined();
    expect(selectIntroductionProgress(undefined)).toBeUndefined();
  });
});

describe('diagnosticFlowReducer: launching', () => {
  it('asks for consent first when none of the current version is recorded', () => {
    const state = run(initialDiagnosticFlow, {
      type: 'launched',
      answer: launchAnswer({ consented: false }),
    });
    expect(state.phase).toEqual({ kind: 'consent' });
    expect(state.launched?.questions).toHaveLength(itemCount);
  });

  it('goes straight to the statements when consent is recorded', () => {
    expect(onQuestions().phase).toEqual({ kind: 'questions' });
  });

  it('resumes at the page the server names, with the answers it holds', () => {
    const saved = answerAll([...idsOnPage(1), ...idsOnPage(2)]);
    const state = onQuestions(3, saved);
    expect(state.page).toBe(3);
    expect(state.answers).toEqual(saved);
    expect(state.unsavedIds.size).toBe(0);
  });

  it("keeps this tab's unsaved answers over the server's on a new launch", () => {
    const [first, second] = idsOnPage(1) as [string, string];
    const state = run(
      initialDiagnosticFlow,
      { type: 'answered', questionId: first, answer: 'disagree' },
      {
        type: 'launched',
        answer: launchAnswer({ answers: { [first]: 'agree', [second]: 'neutral' } }),
      },
    );
    expect(state.answers).toEqual({ [first]: 'disagree', [second]: 'neutral' });
  });

  it('shows the finished attempt on a 409', () => {
    const state = run(initialDiagnosticFlow, { type: 'launchFailed', failure: { status: 409 } });
    expect(state.phase).toEqual({ kind: 'finished' });
  });

  it.each([402, 403] as const)('blocks on %i, keeping the status that says why', (status) => {
    const state = run(initialDiagnosticFlow, { type: 'launchFailed', failure: { status } });
    expect(state.phase).toEqual({ kind: 'blocked', status });
  });

  it('shows an error for any other failure, with its status when there was an answer', () => {
    expect(
      run(initialDiagnosticFlow, { type: 'launchFailed', failure: { status: 500 } }).phase,
    ).toEqual({ kind: 'error', status: 500 });
    expect(run(initialDiagnosticFlow, { type: 'launchFailed' }).phase).toEqual({
      kind: 'error',
      status: undefined,
    });
  });

  it('shows the loading state while a retry is under way, then the outcome', () => {
    const failed = run(initialDiagnosticFlow, { type: 'launchFailed', failure: { status: 500 } });
    const retrying = run(failed, { type: 'launchRetried' });
    expect(retrying.phase).toEqual({ kind: 'loading' });
    expect(run(retrying, { type: 'launched', answer: launchAnswer() }).phase).toEqual({
      kind: 'questions',
    });
  });
});

describe('diagnosticFlowReducer: starting again in another language', () => {
  it('opens and closes the restart confirmation', () => {
    const open = run(onQuestions(), { type: 'restartConfirmationOpened' });
    expect(open.isConfirmingRestart).toBe(true);
    expect(run(open, { type: 'restartConfirmationClosed' }).isConfirmingRestart).toBe(false);
  });

  it('clears every answer, saved or not, and starts at the restarted attempt’s first page', () => {
    const before = run(
      onQuestions(2, answerAll(idsOnPage(1))),
      { type: 'answered', questionId: idsOnPage(2)[0]!, answer: 'agree' },
      { type: 'continueRefused' },
      { type: 'advanced', answeredTooFast: true },
      { type: 'restartConfirmationOpened' },
    );
    const spanish = launchAnswer({ questions: questionsForLanguage('es'), lang: 'es' });
    const after = run(before, { type: 'restarted', answer: spanish });
    expect(after.launched).toBe(spanish);
    expect(after).toMatchObject({
      page: 1,
      answers: {},
      phase: { kind: 'questions' },
      showUnanswered: false,
      showPaceHint: false,
      isConfirmingRestart: false,
      restartFailed: false,
    });
    expect(after.unsavedIds.size).toBe(0);
  });

  it('keeps the answers and says so when the restart fails', () => {
    const answers = answerAll(idsOnPage(1));
    const failed = run(
      onQuestions(2, answers),
      { type: 'restartConfirmationOpened' },
      { type: 'restartFailed' },
    );
    expect(failed).toMatchObject({
      answers,
      page: 2,
      restartFailed: true,
      isConfirmingRestart: false,
    });
    expect(run(failed, { type: 'restartConfirmationOpened' }).restartFailed).toBe(false);
  });
});

describe('diagnosticFlowReducer: pace and the finish moment', () => {
  const pageOne = () => selectPageQuestions(onQuestions());
  const answeredSinceShown = (shownAt: number) =>
    run(
      onQuestions(),
      { type: 'pageShown', at: shownAt },
      ...idsOnPage(1).map((questionId): DiagnosticFlowAction => ({
        type: 'answered',
        questionId,
        answer: 'agree',
      })),
    );
  const limitMs = minimumSecondsPerItem * itemsPerPage * 1000;

  it('finds a page answered faster than the validity rule’s seconds per statement too fast', () => {
    expect(isAnsweredTooFast(answeredSinceShown(0), pageOne(), limitMs - 1)).toBe(true);
  });

  it('finds a page answered at the limit or slower read', () => {
    expect(isAnsweredTooFast(answeredSinceShown(0), pageOne(), limitMs)).toBe(false);
    expect(isAnsweredTooFast(answeredSinceShown(0), pageOne(), limitMs * 4)).toBe(false);
  });

  it('does not judge a page with answers from before it appeared, nor one never shown', () => {
    const revisited = run(onQuestions(1, answerAll(idsOnPage(1))), { type: 'pageShown', at: 0 });
    expect(isAnsweredTooFast(revisited, pageOne(), 1)).toBe(false);
    const neverShown = { ...answeredSinceShown(0), pageShownAt: undefined };
    expect(isAnsweredTooFast(neverShown, pageOne(), 1)).toBe(false);
  });

  it('shows the pace hint on the page after a fast one, and not after a read one or going back', () => {
    const hinted = run(onQuestions(), { type: 'advanced', answeredTooFast: true });
    expect(hinted).toMatchObject({ page: 2, showPaceHint: true });
    expect(run(hinted, { type: 'advanced', answeredTooFast: false }).showPaceHint).toBe(false);
    expect(run(hinted, { type: 'wentBack' }).showPaceHint).toBe(false);
  });

  it('remembers when the shown page appeared', () => {
    expect(run(onQuestions(), { type: 'pageShown', at: 1234 }).pageShownAt).toBe(1234);
  });

  it('shows the finish moment with the new result once the finish is saved', () => {
    expect(run(onQuestions(12), { type: 'finished', resultId: 77 }).phase).toEqual({
      kind: 'done',
      resultId: 77,
    });
  });
});

describe('diagnosticFlowReducer: consent', () => {
  const asked = run(initialDiagnosticFlow, {
    type: 'launched',
    answer: launchAnswer({ consented: false }),
  });

  it('goes on to the statements once consent is recorded', () => {
    expect(run(asked, { type: 'consented' }).phase).toEqual({ kind: 'questions' });
  });

  it('goes back to the introduction when consent is declined', () => {
    expect(run(asked, { type: 'consentDeclined' }).phase).toEqual({ kind: 'introduction' });
  });
});

describe('diagnosticFlowReducer: answering and saving', () => {
  const [first, second] = idsOnPage(1) as [string, string];

  it('keeps an answer and marks it unsaved, leaving the state before it untouched', () => {
    const before = onQuestions();
    const after = run(before, { type: 'answered', questionId: first, answer: 'agree' });
    expect(after.answers).toEqual({ [first]: 'agree' });
    expect([...after.unsavedIds]).toEqual([first]);
    expect(before.answers).toEqual({});
    expect(before.unsavedIds.size).toBe(0);
  });

  it('takes a changed answer as the latest, still one unsaved statement', () => {
    const state = run(
      onQuestions(),
      { type: 'answered', questionId: first, answer: 'agree' },
      { type: 'answered', questionId: first, answer: 'strongly_disagree' },
    );
    expect(state.answers[first]).toBe('strongly_disagree');
    expect(state.unsavedIds.size).toBe(1);
  });

  it('clears the unsaved marks once the server has the answers', () => {
    const state = run(
      onQuestions(),
      { type: 'answered', questionId: first, answer: 'agree' },
      { type: 'answered', questionId: second, answer: 'neutral' },
      { type: 'saveStarted' },
      { type: 'saved' },
    );
    expect(state.unsavedIds.size).toBe(0);
    expect(state.answers).toEqual({ [first]: 'agree', [second]: 'neutral' });
  });

  it('keeps the status and the unsaved answers when a save fails', () => {
    const state = run(
      onQuestions(),
      { type: 'answered', questionId: first, answer: 'agree' },
      { type: 'saveStarted' },
      { type: 'saveFailed', failure: { status: 400 } },
    );
    expect(state.saveFailure).toEqual({ status: 400 });
    expect(state.unsavedIds.has(first)).toBe(true);
    expect(state.phase).toEqual({ kind: 'questions' });
  });

  it('forgets the last failure when a new save starts', () => {
    const state = run(
      onQuestions(),
      { type: 'saveFailed', failure: { status: 500 } },
      { type: 'saveStarted' },
    );
    expect(state.saveFailure).toBeUndefined();
  });

  it('shows the finished attempt when a save answers 409', () => {
    const state = run(onQuestions(), { type: 'saveFailed', failure: { status: 409 } });
    expect(state.phase).toEqual({ kind: 'finished' });
    expect(state.saveFailure).toBeUndefined();
  });
});

describe('a page must be complete before Continue', () => {
  it('flags the gaps of an incomplete page and stays on it', () => {
    const state = run(onQuestions(), {
      type: 'answered',
      questionId: idsOnPage(1)[0] as string,
      answer: 'agree',
    });
    const page = selectPageQuestions(state);
    expect(isPageComplete(state, page)).toBe(false);
    expect(continueStep(state, page)).toBe('flagGaps');
    const refused = run(state, { type: 'continueRefused' });
    expect(refused).toMatchObject({ page: 1, showUnanswered: true, gapFocusRequest: 1 });
  });

  it('asks for focus on the first gap again at each refused try', () => {
    const state = run(onQuestions(), { type: 'continueRefused' }, { type: 'continueRefused' });
    expect(state.gapFocusRequest).toBe(2);
  });

  it('saves a complete page and goes on to the next, its flags cleared', () => {
    const state = run(onQuestions(1, answerAll(idsOnPage(1))), { type: 'continueRefused' });
    expect(continueStep(state, selectPageQuestions(state))).toBe('saveAndAdvance');
    expect(run(state, { type: 'advanced', answeredTooFast: false })).toMatchObject({
      page: 2,
      showUnanswered: false,
    });
  });

  it('takes an empty page (no statements loaded) as complete', () => {
    expect(isPageComplete(initialDiagnosticFlow, [])).toBe(true);
  });
});

describe('going back', () => {
  it('saves first only when something is unsaved', () => {
    const state = onQuestions(2, answerAll(idsOnPage(1)));
    expect(backNeedsSave(state)).toBe(false);
    const answered = run(state, {
      type: 'answered',
      questionId: idsOnPage(2)[0] as string,
      answer: 'neutral',
    });
    expect(backNeedsSave(answered)).toBe(true);
  });

  it('goes to the page before, its flags cleared, never before page 1', () => {
    const onTwo = run(onQuestions(2), { type: 'continueRefused' });
    expect(run(onTwo, { type: 'wentBack' })).toMatchObject({ page: 1, showUnanswered: false });
    expect(run(onQuestions(1), { type: 'wentBack' }).page).toBe(1);
  });
});

describe('Finish jumps to the first gap', () => {
  const allAnswered = answerAll(questions.map((question) => question.question_id));

  it('finishes when every statement is answered', () => {
    const state = onQuestions(totalPages, allAnswered);
    expect(selectFirstGapPage(state)).toBeUndefined();
    expect(finishStep(state, selectPageQuestions(state))).toEqual({ kind: 'finish' });
  });

  it('goes to the earliest page with a gap, saving the shown page first when it is complete', () => {
    const { [idsOnPage(4)[7] as string]: _gapOnFour, ...answers } = allAnswered;
    const state = onQuestions(totalPages, answers);
    expect(finishStep(state, selectPageQuestions(state))).toEqual({
      kind: 'jumpToGap',
      page: 4,
      saveFirst: true,
    });
    expect(run(state, { type: 'jumpedToGap', page: 4 })).toMatchObject({
      page: 4,
      showUnanswered: true,
      gapFocusRequest: 1,
    });
  });

  it('does not save the shown page first when it has gaps itself', () => {
    const lastPage = idsOnPage(totalPages);
    const { [lastPage[0] as string]: _gapOnLast, ...answers } = allAnswered;
    const state = onQuestions(totalPages, answers);
    expect(finishStep(state, selectPageQuestions(state))).toEqual({
      kind: 'jumpToGap',
      page: totalPages,
      saveFirst: false,
    });
  });

  it('counts an earlier gap before a later one, whatever page is shown', () => {
    const state = onQuestions(5, answerAll([...idsOnPage(1), ...idsOnPage(3)]));
    expect(selectFirstGapPage(state)).toBe(2);
    expect(finishStep(state, selectPageQuestions(state))).toMatchObject({ page: 2 });
  });
});

describe('the finish confirmation', () => {
  it('opens when the person finishes with every statement answered, and closes on cancel', () => {
    const opened = run(onQuestions(totalPages), { type: 'finishConfirmationOpened' });
    expect(opened.isConfirmingFinish).toBe(true);
    expect(run(opened, { type: 'finishConfirmationClosed' }).isConfirmingFinish).toBe(false);
  });
});

describe('auto-advance', () => {
  const page = selectPageQuestions(onQuestions(1));
  const ids = page.map((question) => question.question_id);
  const answeredOnly = (...positions: number[]) =>
    answerAll(positions.map((position) => ids[position] as string));

  it('goes to the next unanswered statement after the one just answered', () => {
    expect(selectNextUnanswered(page, answeredOnly(3), ids[2] as string)).toBe(ids[4]);
  });

  it('goes back to an earlier gap once every later statement is answered', () => {
    const laterAnswered = answeredOnly(...Array.from({ length: 18 }, (_, index) => index + 2));
    expect(selectNextUnanswered(page, laterAnswered, ids[19] as string)).toBe(ids[0]);
  });

  it('has nowhere to go once the page is complete', () => {
    const othersAnswered = answerAll(ids.slice(1));
    expect(selectNextUnanswered(page, othersAnswered, ids[0] as string)).toBeUndefined();
  });
});

describe('selectors', () => {
  it("numbers the shown page's statements across the questionnaire", () => {
    const page = selectPageQuestions(onQuestions(2));
    expect(page).toHaveLength(itemsPerPage);
    expect(page[0]).toMatchObject({ number: itemsPerPage + 1, question_id: idsOnPage(2)[0] });
    expect(page.at(-1)?.number).toBe(2 * itemsPerPage);
  });

  it('has no statements before the launch', () => {
    expect(selectPageQuestions(initialDiagnosticFlow)).toEqual([]);
  });

  it('sends only the answered statements of the page, in their order', () => {
    const [first, second, third] = idsOnPage(1) as [string, string, string];
    const state = onQuestions(1, { [third]: 'agree', [first]: 'neutral' });
    expect(selectResponses(state, selectPageQuestions(state))).toEqual([
      { question_id: first, answer: 'neutral' },
      { question_id: third, answer: 'agree' },
    ]);
    expect(
      selectResponses(state, selectPageQuestions(state)).map((r) => r.question_id),
    ).not.toContain(second);
  });

  it('says saving, then offline, then failed, then unsaved, then saved', () => {
    const unsaved = run(onQuestions(), {
      type: 'answered',
      questionId: idsOnPage(1)[0] as string,
      answer: 'agree',
    });
    const failed = run(unsaved, { type: 'saveFailed', failure: { status: 500 } });
    expect(selectSaveState(failed, { saving: true, online: false })).toBe('saving');
    expect(selectSaveState(failed, { saving: false, online: false })).toBe('offline');
    expect(selectSaveState(failed, { saving: false, online: true })).toBe('failed');
    expect(selectSaveState(unsaved, { saving: false, online: true })).toBe('unsaved');
    expect(selectSaveState(onQuestions(), { saving: false, online: true })).toBe('saved');
  });
});
