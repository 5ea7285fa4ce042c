import type { Language } from '@facet/platform-kernel';
import { readApiFailure } from '@facet/platform-api-client';
import type { Dispatch } from 'react';
import { useSubmitAnswersMutation } from '../../assessment-endpoints';
import {
  backNeedsSave,
  continueStep,
  finishStep,
  isAnsweredTooFast,
  selectResponses,
  type DiagnosticFlowAction,
  type DiagnosticFlowState,
} from './diagnostic-flow';
import type { PageQuestion } from './question-page-props';

/**
 * Moving through the questions: on, back, finish and its confirmation, each saving the page's
 * answers first where the flow (diagnostic-flow.ts) says it must.
 */
export function useDiagnosticPaging(
  flow: DiagnosticFlowState,
  dispatch: Dispatch<DiagnosticFlowAction>,
  pageQuestions: readonly PageQuestion[],
  language: Language,
) {
  const [submit, submitState] = useSubmitAnswersMutation();

  /** Sends the page's answers; true when the server has them. */
  const savePage = async (finish: boolean): Promise<boolean> => {
    const responses = selectResponses(flow, pageQuestions);
    dispatch({ type: 'saveStarted' });
    const answer = await submit({ responses, lang: language, finish });
    if ('error' in answer) {
      dispatch({ type: 'saveFailed', failure: readApiFailure(answer.error) });
      return false;
    }
    dispatch({ type: 'saved' });
    if (answer.data && 'result_id' in answer.data) {
      dispatch({ type: 'finished', resultId: answer.data.result_id });
      window.scrollTo?.({ top: 0 });
    }
    return true;
  };

  const goOn = async () => {
    if (continueStep(flow, pageQuestions) === 'flagGaps') {
      dispatch({ type: 'continueRefused' });
      return;
    }
    // Judged before the save, which forgets which answers were given since the page appeared.
    const answeredTooFast = isAnsweredTooFast(flow, pageQuestions, Date.now());
    if (await savePage(false)) {
      dispatch({ type: 'advanced', answeredTooFast });
      window.scrollTo?.({ top: 0 });
    }
  };

  const finish = async () => {
    const step = finishStep(flow, pageQuestions);
    if (step.kind === 'finish') {
      dispatch({ type: 'finishConfirmationOpened' });
      return;
    }
    if (step.saveFirst) await savePage(false);
    dispatch({ type: 'jumpedToGap', page: step.page });
  };

  // A failure closes the confirmation too, so the page's own alert says what went wrong.
  const confirmFinish = async () => {
    await savePage(true);
  };

  const goBack = async () => {
    if (backNeedsSave(flow) && !(await savePage(false))) return;
    dispatch({ type: 'wentBack' });
  };

  return { isSaving: submitState.isLoading, goOn, goBack, finish, confirmFinish };
}
