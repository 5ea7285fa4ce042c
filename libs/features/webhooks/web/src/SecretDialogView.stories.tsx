import type { Meta, StoryObj } from '@storybook/react-vite';
import { SecretDialogView } from './SecretDialogView';

const meta = {
  component: SecretDialogView,
  args: {
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw0c1ZwJ2Xk4A=',
    onCopy: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof SecretDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewEndpoint: Story = {};
export const Copied: Story = { args: { isCopied: true } };
export const AfterRotation: Story = {
  args: { previousSecretExpiresAt: '2026-11-29T15:30:00.000Z' },
};
