import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Card, cardPaddings } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Ana Ruiz',
    padding: 'large',
    children: <Text tone="secondary">Manager at Acme Ltd · ana@acme.example</Text>,
  },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};
export const WithoutTitle: Story = { args: { title: undefined } };
export const MediumPadding: Story = { args: { padding: 'medium' } };
