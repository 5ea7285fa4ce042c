import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmployeeResultView } from './EmployeeResultView';
import { sampleProfiles, sampleResultAnswer } from './story-fixtures';

const meta = {
  component: EmployeeResultView,
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
export const WithComparison: Story = {};
export const WithoutComparison: Story = { args: { answer: sampleResultAnswer(false) } };
export const ChoiceFailed: Story = { args: { choiceFailure: { status: 404 } } };
export const PreparingPdf: Story = { args: { isPreparingPdf: true } };
export const PdfFailed: Story = { args: { pdfFailure: { status: 404 } } };
