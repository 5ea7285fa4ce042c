import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingScale } from './RatingScale';

const meta = {
  title: 'Components/RatingScale',
  component: RatingScale,
  args: {
    label: '3. Have a vivid imagination',
    startLabel: 'Disagree',
    endLabel: 'Agree',
    options: [
      { value: 'strongly_disagree', label: 'Strongly disagree' },
      { value: 'disagree', label: 'Disagree' },
      { value: 'neutral', label: 'Neither agree nor disagree' },
      { value: 'agree', label: 'Agree' },
      { value: 'strongly_agree', label: 'Strongly agree' },
    ],
  },
} satisfies Meta<typeof RatingScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};
export const Selected: Story = { args: { defaultValue: 'agree' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Not answered yet' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'neutral' } };
