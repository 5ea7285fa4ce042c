import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../../layout/Stack/Stack';
import { Heading, headingLevels } from './Heading';

const meta = {
  title: 'Foundations/Heading',
  component: Heading,
  args: { level: 1, children: 'Your personality profile' },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {};
export const AllLevels: Story = {
  render: (args) => (
    <Stack space="medium">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Level {level}: {args.children}
        </Heading>
      ))}
    </Stack>
  ),
};
