import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecoveryCodesView } from './RecoveryCodesView';
import { sampleRecoveryCodes } from './story-fixtures';

const meta = {
  component: RecoveryCodesView,
  parameters: {
    screenStates: {
      loading: 'the codes arrive with the answer that confirmed the app; nothing loads here',
      empty: 'a confirmed app always has its ten codes',
      error: 'nothing is sent from this screen: copying and downloading happen in the browser',
    },
  },
  args: {
    recoveryCodes: sampleRecoveryCodes,
    isCopied: false,
    duringSignIn: true,
    onCopy: () => undefined,
    onDownload: () => undefined,
    onDone: () => undefined,
  },
} satisfies Meta<typeof RecoveryCodesView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Copied: Story = { args: { isCopied: true } };
export const InTheAccount: Story = { args: { duringSignIn: false } };
