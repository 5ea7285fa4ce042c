import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../../layout/Inline/Inline';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { children: 'Ask for a demo', href: '/contact', variant: 'primary', size: 'standard' },
  parameters: {
    docs: {
      description: {
        component:
          'A link styled as a button, for calls to action that navigate. Use Button for actions that stay on the page.',
      },
    },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const LargeCallToAction: Story = { args: { size: 'large' } };
export const SecondaryAndQuiet: Story = {
  render: (args) => (
    <Inline space="medium">
      <ButtonLink {...args} variant="secondary">
        Log in
      </ButtonLink>
      <ButtonLink {...args} variant="quiet">
        Back to home
      </ButtonLink>
    </Inline>
  ),
};
