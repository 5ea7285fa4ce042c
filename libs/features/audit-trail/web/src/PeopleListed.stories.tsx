import type { Meta, StoryObj } from '@storybook/react-vite';
import { PeopleListed } from './AuditTrailView';
import { rankingView } from './story-fixtures';

const meta = {
  component: PeopleListed,
  args: { people: rankingView.people },
} satisfies Meta<typeof PeopleListed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Expanded: Story = { args: { defaultExpanded: true } };
