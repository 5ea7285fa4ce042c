import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  guideInsideEveryRange,
  guideWithScales,
  invalidGuide,
  profileChoices,
  questionableGuide,
} from '../../story-fixtures';
import { InterviewGuideView } from './InterviewGuideView';

const meta = {
  component: InterviewGuideView,
  args: {
    personLabel: 'erin@acme.example',
    profiles: profileChoices,
    profileId: 7,
    onChooseProfile: () => {},
    guide: guideWithScales,
    onRetry: () => {},
    onDownloadPdf: () => {},
    backHref: '/company-panel/employee/erin%40acme.example',
  },
} satisfies Meta<typeof InterviewGuideView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { guide: undefined, isLoading: true } };
export const ChooseAProfile: Story = { args: { guide: undefined, profileId: undefined } };
export const NoProfiles: Story = { args: { guide: undefined, profileId: undefined, profiles: [] } };
export const Error: Story = {
  args: { guide: undefined, loadFailure: { status: 500 } },
};
export const NoResultInTheCompany: Story = {
  args: {
    guide: undefined,
    loadFailure: { status: 404, code: 'interview_guides.no_result' },
  },
};
/** Nothing outside the profile's ranges: nothing to probe. */
export const Empty: Story = { args: { guide: guideInsideEveryRange } };
export const Success: Story = {};
export const QuestionableResult: Story = { args: { guide: questionableGuide } };
export const InvalidResult: Story = { args: { guide: invalidGuide } };
export const PreparingPdf: Story = { args: { isPreparingPdf: true } };
export const PdfFailed: Story = { args: { pdfFailure: { status: 503 } } };
