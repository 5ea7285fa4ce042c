import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { children: 'Licences are used when an assessment starts.' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHoverOrFocus: Story = {
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary">Licences</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
};

export const Open: Story = {
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <Button variant="secondary">Licences</Button>
      <Tooltip {...args} placement="bottom" />
    </TooltipTrigger>
  ),
};
