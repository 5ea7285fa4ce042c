import type { Meta, StoryObj } from '@storybook/react-vite';
import { SsoSignedInView } from './SsoSignedInView';

const meta = {
  component: SsoSignedInView,
  args: { hasFailed: false },
  parameters: {
    screenStates: {
      empty: 'The page only opens the session; it has no content to be empty of.',
      success: 'A session that opens leaves the page for the person’s home at once.',
    },
  },
} satisfies Meta<typeof SsoSignedInView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = { parameters: { screenState: 'loading' } };
export const Failed: Story = { args: { hasFailed: true }, parameters: { screenState: 'error' } };
