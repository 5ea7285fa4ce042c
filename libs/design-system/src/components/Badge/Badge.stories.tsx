import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../../layout/Inline/Inline';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { tone: 'neutral', children: 'Pending' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  parameters: {
    docs: {
      description: {
        component:
          'Names a state in a table cell or beside a title. The screen maps each of its states to a tone; the label alone must say what the state is.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Tones: Story = {
  render: () => (
    <Inline space="small">
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};
