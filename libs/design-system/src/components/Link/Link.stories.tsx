import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { children: 'Forgot your password?', href: '#reset', variant: 'inline' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <Text>
      Read the <Link {...args}>terms of use</Link> before you start.
    </Text>
  ),
};
export const Standalone: Story = { args: { variant: 'standalone' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Privacy policy' } };
export const Disabled: Story = { args: { isDisabled: true } };
