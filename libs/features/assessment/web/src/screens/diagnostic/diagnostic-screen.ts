import {
  itemCount,
  minutesLeftFor,
  totalPages,
  type AssessmentProgress,
} from '@facet/assessment-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';
import type { IntlShape } from 'react-intl';
import { assessmentCatalogue, assessmentProblemMessages } from '../../messages';
import {
  selectIntroductionProgress,
  selectSaveState,
  type DiagnosticFlowState,
} from './diagnostic-flow';
import type { DiagnosticScreen } from './DiagnosticView';
import type { PageQuestion } from './question-page-props';

/** Where the calls of /diagnostic stand, as the screen shows them. */
export interface DiagnosticCalls {
  isStarting: boolean;
  progress: AssessmentProgress | undefined;
  isConsenting: boolean;
  consentFailure: ApiFailure | undefined;
  isSaving: boolean;
  online: boolean;
}

/** What /diagnostic shows: the flow's phase, with what the calls and the preferences add to it. */
export function diagnosticScreenOf(
  intl: IntlShape,
  language: Language,
  flow: DiagnosticFlowState,
  pageQuestions: readonly PageQuestion[],
  calls: DiagnosticCalls,
  autoAdvance: boolean,
): DiagnosticScreen {
  const { phase, launched, answers, page } = flow;
  switch (phase.kind) {
    case 'introduction':
      return {
        kind: 'introduction',
        isStarting: calls.isStarting,
        progress: selectIntroductionProgress(calls.progress),
      };
    case 'consent':
      return {
        kind: 'consent',
        retake: launched?.retake,
        isSubmitting: calls.isConsenting,
        failureMessage: calls.consentFailure
          ? failureText(
              intl,
              calls.consentFailure,
              assessmentProblemMessages,
              assessmentCatalogue.messages.errorPostingConsent,
            )
          : undefined,
      };
    case 'questions': {
      const answeredCount = Object.keys(answers).length;
      const totalCount = launched?.questions.length ?? itemCount;
      return {
        kind: 'questions',
        retake: launched?.retake,
        page,
        totalPages: launched?.totalPages ?? totalPages,
        questions: pageQuestions,
        answers,
        answeredCount,
        totalCount,
        minutesLeft: minutesLeftFor(totalCount - answeredCount),
        showPaceHint: flow.showPaceHint,
        languageNote:
          launched && launched.lang !== language
            ? {
                attemptLanguage: launched.lang,
                interfaceLanguage: language,
                answeredCount,
                isConfirmingRestart: flow.isConfirmingRestart,
                restartFailed: flow.restartFailed,
              }
            : undefined,
        saveState: selectSaveState(flow, { saving: calls.isSaving, online: calls.online }),
        showUnanswered: flow.showUnanswered,
        failureMessage: flow.saveFailure
          ? // Unreachable, the save's own words say more than the shared sentence: the answers
            // are still here.
            flow.saveFailure.status === 503
            ? intl.formatMessage(assessmentCatalogue.messages.saveFailed)
            : failureText(
                intl,
                { status: flow.saveFailure.status ?? 0 },
                assessmentProblemMessages,
                assessmentCatalogue.messages.saveFailed,
              )
          : undefined,
        autoAdvance,
        gapFocusRequest: flow.gapFocusRequest,
        isConfirmingFinish: flow.isConfirmingFinish,
      };
    }
    case 'done':
      return {
        kind: 'done',
        resultId: phase.resultId,
        total: launched?.questions.length ?? itemCount,
      };
    default:
      return phase;
  }
}
