import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmployeeResultView } from './EmployeeResultView';
import { sampleInvalidResultAnswer, sampleProfiles, sampleResultAnswer } from './story-fixtures';

const meta = {
  component: EmployeeResultView,
  parameters: {
    screenStates: {
      empty:
        'a result always has every scale scored and its report; with no profile chosen it is WithoutComparison',
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
export const WithComparison: Story = { parameters: { screenState: 'success' } };
export const WithoutComparison: Story = { args: { answer: sampleResultAnswer(false) } };
export const ChoiceFailed: Story = { args: { choiceFailure: { status: 404 } } };
export const PreparingPdf: Story = { args: { isPreparingPdf: true } };
export const PdfFailed: Story = { args: { pdfFailure: { status: 404 } } };
export const InvalidProtocol: Story = { args: { answer: sampleInvalidResultAnswer } };
/** A platform admin on the back office's result page: the choice is shown but not changed. */
export const InBackOffice: Story = {
  args: {
    onChooseProfile: undefined,
    backHref: '/admin/dashboard/company/1/employee/erin%40acme.example',
  },
};
