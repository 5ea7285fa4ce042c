import type { Meta, StoryObj } from '@storybook/react-vite';
import { Radio, RadioGroup } from './RadioGroup';

const answers = [
  ['strongly_disagree', 'Strongly disagree'],
  ['disagree', 'Disagree'],
  ['neutral', 'Neither agree nor disagree'],
  ['agree', 'Agree'],
  ['strongly_agree', 'Strongly agree'],
] as const;

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'I worry about things.',
    children: answers.map(([value, text]) => (
      <Radio key={value} value={value}>
        {text}
      </Radio>
    )),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Selected: Story = { args: { defaultValue: 'agree' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose an answer.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'neutral' } };
