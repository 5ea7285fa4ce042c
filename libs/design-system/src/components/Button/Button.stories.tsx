import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../../layout/Inline/Inline';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save changes', variant: 'primary', size: 'standard' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use one primary button per view for its main action, critical only for actions that delete or remove, quiet for low-emphasis actions next to content.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Critical: Story = { args: { variant: 'critical', children: 'Delete group' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'See details' } };
export const Small: Story = { args: { size: 'small' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = { args: { isPending: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Log in' } };

export const AllVariants: Story = {
  render: (args) => (
    <Inline space="medium">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};
