import { phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DiagnosticView } from './DiagnosticView';
import { fixtureAnswers, fixturePageQuestions } from '../../story-fixtures';

const handlers = {
  onStart: () => undefined,
  onConsent: () => undefined,
  onDeclineConsent: () => undefined,
  onRetry: () => undefined,
  onAnswer: () => undefined,
  onAutoAdvanceChange: () => undefined,
  onPrevious: () => undefined,
  onContinue: () => undefined,
  onFinish: () => undefined,
  onConfirmFinish: () => Promise.resolve(),
  onCancelFinish: () => undefined,
  onRestartRequest: () => undefined,
  onConfirmRestart: () => Promise.resolve(),
  onCancelRestart: () => undefined,
};

const meta = {
  component: DiagnosticView,
  args: { ...handlers, screen: { kind: 'introduction', isStarting: false } },
  parameters: {
    route: '/diagnostic',
    screenStates: {
      empty:
        'the questionnaire always has all its questions; a person who cannot start sees NoPermission, NoCompany or NoLicencesLeft',
    },
  },
} satisfies Meta<typeof DiagnosticView>;
export default meta;

type Story = StoryObj<typeof meta>;

const pageOne = fixturePageQuestions(1);
const pageTwo = fixturePageQuestions(2);
const lastPage = fixturePageQuestions(12);

const questions = {
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
} as const;

export const Introduction: Story = {};

/** An attempt in progress: the button continues at its page and says how much is saved. */
export const IntroductionWithProgress: Story = {
  args: {
    screen: {
      kind: 'introduction',
      isStarting: false,
      progress: { page: 7, totalPages: 12, answered: 120, total: 240 },
    },
  },
};

export const Starting: Story = { args: { screen: { kind: 'introduction', isStarting: true } } };

export const Consent: Story = { args: { screen: { kind: 'consent', isSubmitting: false } } };

export const ConsentFailed: Story = {
  args: {
    screen: { kind: 'consent', isSubmitting: false, failureMessage: 'Error posting consent.' },
  },
};

export const FirstPage: Story = {
  parameters: { screenState: 'success' },
  args: { screen: questions },
};

/** Mid-page on page 7: half the questionnaire answered, the time left said in minutes. */
export const MidPage: Story = {
  args: {
    screen: {
      ...questions,
      page: 7,
      questions: fixturePageQuestions(7),
      answers: fixtureAnswers(fixturePageQuestions(7), 9),
      answeredCount: 129,
      minutesLeft: 12,
      saveState: 'unsaved',
    },
  },
};

/** The page before went by faster than anyone reads: a kind word, before the speed flag. */
export const PaceHint: Story = {
  args: {
    screen: {
      ...questions,
      page: 2,
      questions: pageTwo,
      answers: fixtureAnswers(pageOne, 20),
      answeredCount: 20,
      minutesLeft: 22,
      showPaceHint: true,
    },
  },
};

const spanishInterfaceOverEnglishAttempt = {
  attemptLanguage: 'en',
  interfaceLanguage: 'es',
  answeredCount: 25,
  isConfirmingRestart: false,
  restartFailed: false,
} as const;

const languageSwitchedPage = {
  ...questions,
  page: 2,
  questions: pageTwo,
  answers: { ...fixtureAnswers(pageOne, 20), ...fixtureAnswers(pageTwo, 5) },
  answeredCount: 25,
  minutesLeft: 22,
  languageNote: spanishInterfaceOverEnglishAttempt,
};

/** The interface was switched mid-way: the statements stay in the attempt's language, and why. */
export const LanguageSwitched: Story = {
  globals: { language: 'es' },
  args: { screen: languageSwitchedPage },
};

/** Starting again in the interface language asks first, saying what is cleared. */
export const LanguageRestartConfirmation: Story = {
  globals: { language: 'es' },
  args: {
    screen: {
      ...languageSwitchedPage,
      languageNote: { ...spanishInterfaceOverEnglishAttempt, isConfirmingRestart: true },
    },
  },
};

export const LanguageRestartFailed: Story = {
  globals: { language: 'es' },
  args: {
    screen: {
      ...languageSwitchedPage,
      languageNote: { ...spanishInterfaceOverEnglishAttempt, restartFailed: true },
    },
  },
};

export const LanguageSwitchedOnPhone: Story = {
  ...LanguageSwitched,
  parameters: { viewport: phoneViewport },
  globals: { ...phoneGlobals, language: 'es' },
};

/** At 390 px each statement and its five circles fit one compact block. */
export const PhonePage: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
  args: {
    screen: {
      ...questions,
      answers: fixtureAnswers(pageOne, 6),
      answeredCount: 6,
      saveState: 'unsaved',
    },
  },
};

export const PhonePageDark: Story = {
  ...PhonePage,
  globals: { ...PhonePage.globals, theme: 'dark' },
};

/** The switch is on: each answer scrolls to and focuses the next unanswered statement. */
export const AutoAdvanceOn: Story = {
  args: {
    screen: {
      ...questions,
      answers: fixtureAnswers(pageOne, 3),
      answeredCount: 3,
      saveState: 'unsaved',
      autoAdvance: true,
    },
  },
};

/** The free retake of an invalid protocol that the company granted: no new licence is used. */
export const RetakeConsent: Story = {
  args: { screen: { kind: 'consent', isSubmitting: false, retake: true } },
};

export const RetakeFirstPage: Story = {
  args: { screen: { ...questions, retake: true } },
};

export const ResumedOnPageTwo: Story = {
  args: {
    screen: {
      ...questions,
      page: 2,
      questions: pageTwo,
      answers: { ...fixtureAnswers(pageOne, 20), ...fixtureAnswers(pageTwo, 5) },
      answeredCount: 25,
      saveState: 'unsaved',
    },
  },
};

export const UnansweredFlagged: Story = {
  args: {
    screen: {
      ...questions,
      answers: fixtureAnswers(pageOne, 17),
      answeredCount: 17,
      saveState: 'unsaved',
      showUnanswered: true,
      gapFocusRequest: 1,
    },
  },
};

export const UnansweredFlaggedDark: Story = {
  ...UnansweredFlagged,
  globals: { theme: 'dark' },
};

export const Saving: Story = {
  args: {
    screen: {
      ...questions,
      answers: fixtureAnswers(pageOne, 20),
      answeredCount: 20,
      saveState: 'saving',
    },
  },
};

export const SaveFailed: Story = {
  args: {
    screen: {
      ...questions,
      answers: fixtureAnswers(pageOne, 20),
      answeredCount: 20,
      saveState: 'failed',
    },
  },
};

export const Offline: Story = {
  args: {
    screen: {
      ...questions,
      answers: fixtureAnswers(pageOne, 8),
      answeredCount: 8,
      saveState: 'offline',
    },
  },
};

const lastPageAnswered = {
  ...questions,
  page: 12,
  questions: lastPage,
  answers: fixtureAnswers(lastPage, 20),
  answeredCount: 240,
};

export const LastPage: Story = { args: { screen: lastPageAnswered } };

/** Finish with every statement answered asks first, saying what happens next. */
export const FinishConfirmation: Story = {
  args: { screen: { ...lastPageAnswered, isConfirmingFinish: true } },
};

export const FinishConfirmationDark: Story = {
  ...FinishConfirmation,
  globals: { theme: 'dark' },
};

/** The finish moment: a mark that grows in (still under reduced motion) and the way to the result. */
export const Done: Story = { args: { screen: { kind: 'done', resultId: 7, total: 240 } } };

export const DoneOnPhone: Story = {
  ...Done,
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};

export const DoneDark: Story = { ...Done, globals: { theme: 'dark' } };

export const Loading: Story = { args: { screen: { kind: 'loading' } } };

export const AlreadyFinished: Story = { args: { screen: { kind: 'finished' } } };

/** 403: no company, or no permission from it; one sentence covers both. */
export const Blocked: Story = { args: { screen: { kind: 'blocked', status: 403 } } };

export const NoLicencesLeft: Story = { args: { screen: { kind: 'blocked', status: 402 } } };

export const Error: Story = { args: { screen: { kind: 'error' } } };

export const ErrorTooManyRequests: Story = { args: { screen: { kind: 'error', status: 429 } } };
