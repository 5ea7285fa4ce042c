import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneWidth } from '../private/phoneWidth';
import { sampleScores } from '../sampleResults';
import { PenChart } from './PenChart';

const meta = {
  title: 'Scales/PenChart',
  component: PenChart,
  args: { scores: sampleScores },
} satisfies Meta<typeof PenChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Partial: Story = {
  args: { scores: { pen_extraversion: sampleScores.pen_extraversion } },
};
export const Empty: Story = { args: { scores: {} } };
export const Spanish: Story = { args: { language: 'es' } };
export const Phone: Story = { decorators: [phoneWidth] };
