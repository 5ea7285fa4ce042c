import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmployeeResultView } from './EmployeeResultView';
import {
  sampleInvalidResultAnswer,
  sampleNearBorderResultAnswer,
  sampleProfiles,
  sampleQuestionableResultAnswer,
  sampleResultAnswer,
  sampleResultAnswerWith,
  someOutOfRangeProfile,
} from '../../story-fixtures';

const meta = {
  component: EmployeeResultView,
  parameters: {
    screenStates: {
      empty:
        'a result always has every scale scored and its report; with no profile chosen it is NoProfileChosen',
    },
  },
  args: {
    answer: sampleResultAnswer(true),
    profiles: sampleProfiles,
    onChooseProfile: () => undefined,
    onDownloadPdf: () => undefined,
    backHref: '/company-panel/employee/erin%40acme.example',
    backLabel: 'Back',
  },
} satisfies Meta<typeof EmployeeResultView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { answer: undefined, isLoading: true } };
export const NotFound: Story = { args: { answer: undefined, loadFailure: { status: 404 } } };
export const LoadError: Story = { args: { answer: undefined, loadFailure: { status: 500 } } };
/** Decision first: the fit with the chosen profile, every one of its scales inside its range. */
export const AllInRange: Story = { parameters: { screenState: 'success' } };
/** The fit falls below 90 and the two scales outside lead, as chips and first in the list. */
export const SomeOutOfRange: Story = {
  args: { answer: sampleResultAnswerWith(someOutOfRangeProfile) },
};
export const SomeOutOfRangeSpanish: Story = { ...SomeOutOfRange, globals: { language: 'es' } };
export const SomeOutOfRangePortuguese: Story = { ...SomeOutOfRange, globals: { language: 'pt' } };
/** No profile chosen: the place of the fit offers the company's profiles. */
export const NoProfileChosen: Story = { args: { answer: sampleResultAnswer(false) } };
/** No profile chosen and none to choose: it says where to create one. */
export const NoProfilesInCompany: Story = {
  args: { answer: sampleResultAnswer(false), profiles: [] },
};
/** Just chosen: said beside the picker rather than in a toast over the chart. */
export const ChoiceSaved: Story = { args: { isChoiceSaved: true } };
/**
 * Scores near a level boundary: the level reads "Likely average to high", the scale's texts open
 * with a hedge (Leadership need), and Openness and Values carry the provisional-norms caveat.
 */
export const NearALevelBoundary: Story = { args: { answer: sampleNearBorderResultAnswer('en') } };
export const NearALevelBoundarySpanish: Story = {
  args: { answer: sampleNearBorderResultAnswer('es') },
  globals: { language: 'es' },
};
export const NearALevelBoundaryPortuguese: Story = {
  args: { answer: sampleNearBorderResultAnswer('pt') },
  globals: { language: 'pt' },
};
export const ChoiceFailed: Story = { args: { choiceFailure: { status: 404 } } };
export const PreparingPdf: Story = { args: { isPreparingPdf: true } };
export const PdfFailed: Story = { args: { pdfFailure: { status: 404 } } };
export const InvalidProtocol: Story = { args: { answer: sampleInvalidResultAnswer } };
/**
 * Some answers inconsistent or hurried: the caution, what the check noticed folded, then the fit
 * and the whole report.
 */
export const QuestionableProtocol: Story = {
  parameters: { screenState: 'success' },
  args: {
    answer: sampleQuestionableResultAnswer(
      ['antonym_inconsistency', 'too_fast'],
      someOutOfRangeProfile,
    ),
  },
};
export const QuestionableProtocolSpanish: Story = {
  ...QuestionableProtocol,
  globals: { language: 'es' },
};
export const QuestionableProtocolPortuguese: Story = {
  ...QuestionableProtocol,
  globals: { language: 'pt' },
};
/** A result finished before answers were checked reads as questionable, and says why. */
export const UncheckedResult: Story = {
  args: { answer: sampleQuestionableResultAnswer(['not_checked']) },
};
/** A manager on an invalid result: one free retake is offered, without a confirmation. */
export const RetakeOffered: Story = {
  args: { answer: sampleInvalidResultAnswer, onGrantRetake: () => undefined },
};
export const GrantingRetake: Story = {
  args: {
    answer: sampleInvalidResultAnswer,
    onGrantRetake: () => undefined,
    isGrantingRetake: true,
  },
};
export const RetakeGranted: Story = {
  args: {
    answer: { ...sampleInvalidResultAnswer, retakeGrantedAt: '2025-03-04T10:00:00.000Z' },
    onGrantRetake: () => undefined,
  },
};
/** 409: granted already, a newer result exists, or the person can already take the assessment. */
export const RetakeNotAllowed: Story = {
  args: {
    answer: sampleInvalidResultAnswer,
    onGrantRetake: () => undefined,
    retakeFailure: { status: 409 },
  },
};
export const RetakeFailed: Story = {
  args: {
    answer: sampleInvalidResultAnswer,
    onGrantRetake: () => undefined,
    retakeFailure: { status: 500 },
  },
};
/** The back office sees an invalid result and a grant already made, but grants none itself. */
export const InvalidInBackOffice: Story = {
  args: {
    answer: sampleInvalidResultAnswer,
    onChooseProfile: undefined,
    onGrantRetake: undefined,
    backHref: '/admin/dashboard/company/1/employee/erin%40acme.example',
  },
};
/** The back office on a result with no profile chosen: it says so, and offers no choice. */
export const InBackOfficeNoProfileChosen: Story = {
  args: {
    answer: sampleResultAnswer(false),
    onChooseProfile: undefined,
    backHref: '/admin/dashboard/company/1/employee/erin%40acme.example',
  },
};
/** A platform admin on the back office's result page: the choice is shown but not changed. */
export const InBackOffice: Story = {
  args: {
    onChooseProfile: undefined,
    backHref: '/admin/dashboard/company/1/employee/erin%40acme.example',
  },
};
/**
 * The narrowest phone the product is checked on: nothing may scroll sideways, and the first screen
 * holds the fit meter and the scales outside.
 */
export const Phone: Story = {
  args: { answer: sampleResultAnswerWith(someOutOfRangeProfile) },
  decorators: [
    (Story) => (
      <div style={{ width: '390px', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
