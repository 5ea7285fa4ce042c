import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReadingSection } from './ReadingSection';

const meta = {
  title: 'Components/ReadingSection',
  component: ReadingSection,
  args: {
    title: 'Social relationships',
    headingLevel: 3,
    paragraphs: [
      'You tend to enjoy company and to draw energy from meeting people.',
      'In a new group you are likely to speak up early and to make others feel welcome.',
      'You may find long stretches of solitary work draining; plan breaks with others.',
    ],
  },
} satisfies Meta<typeof ReadingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading and first paragraph; the rest behind a toggle named after the section. */
export const Folded: Story = {};
/** A section of one paragraph has nothing to fold. */
export const OneParagraph: Story = {
  args: { paragraphs: ['You tend to enjoy company and to draw energy from meeting people.'] },
};
