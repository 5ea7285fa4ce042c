import { hiringProblems } from '@facet/hiring-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleApplication } from '../../story-fixtures';
import { ApplyConfirmView } from './ApplyConfirmView';

const meta = {
  component: ApplyConfirmView,
  args: { isConfirming: false, onStart: () => undefined },
  parameters: {
    screenStates: { empty: 'A confirmation either creates the application or is refused.' },
  },
} satisfies Meta<typeof ApplyConfirmView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirming: Story = {
  args: { isConfirming: true },
  parameters: { screenState: 'loading' },
};
export const Confirmed: Story = {
  args: { application: sampleApplication },
  parameters: { screenState: 'success' },
};
export const AlreadyUsed: Story = {
  args: { failure: { status: 410, code: hiringProblems.confirmationUsed.code } },
};
export const Expired: Story = {
  args: { failure: { status: 410, code: hiringProblems.confirmationExpired.code } },
};
export const Failed: Story = {
  args: { failure: { status: 500 } },
  parameters: { screenState: 'error' },
};
