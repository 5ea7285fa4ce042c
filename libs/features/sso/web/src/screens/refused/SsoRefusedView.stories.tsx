import { phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SsoRefusedView } from './SsoRefusedView';

const meta = {
  component: SsoRefusedView,
  args: { reason: 'refused' },
  parameters: {
    screenStates: {
      loading: 'The reason is in the address: nothing is loaded.',
      empty: 'The page always says a reason.',
      success: 'The page exists to say a refusal.',
    },
  },
} satisfies Meta<typeof SsoRefusedView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FailedACheck: Story = { parameters: { screenState: 'error' } };
export const Expired: Story = { args: { reason: 'expired' } };
export const Unverified: Story = { args: { reason: 'unverified' } };
export const NoAccount: Story = { args: { reason: 'noAccount' } };
export const ProviderSaidNo: Story = { args: { reason: 'providerError' } };
export const OnAPhone: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
