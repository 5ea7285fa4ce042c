import type { Meta, StoryObj } from '@storybook/react-vite';
import { ValidityAlert } from './ValidityAlert';

const meta = {
  title: 'Scales/ValidityAlert',
  component: ValidityAlert,
  args: {
    validity: { status: 'invalid', flags: ['longstring', 'too_fast'], indices: null },
    invalid: {
      tone: 'caution',
      title: 'This reading may not describe you',
      text: 'Your answers show a pattern that makes this reading unreliable.',
    },
    questionable: {
      title: 'Read this result with some caution',
      text: 'One thing in your answers suggests this reading may be less precise than usual.',
    },
  },
} satisfies Meta<typeof ValidityAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invalid: Story = {};
export const Questionable: Story = {
  args: { validity: { status: 'questionable', flags: ['too_fast'], indices: null } },
};
export const Valid: Story = {
  args: { validity: { status: 'valid', flags: [], indices: null } },
};
/** A reader who must not miss it (the company before a decision) gets a caution, not an info. */
export const QuestionableAsCaution: Story = {
  args: {
    validity: { status: 'questionable', flags: ['too_fast'], indices: null },
    questionable: {
      tone: 'caution',
      title: 'Confirm this result before any decision',
      text: 'Some answers were inconsistent or given in a hurry, so these scores may not describe the person well.',
    },
  },
};
