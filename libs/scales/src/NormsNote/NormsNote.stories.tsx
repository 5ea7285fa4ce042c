import type { Meta, StoryObj } from '@storybook/react-vite';
import { NormsNote } from './NormsNote';

const meta = {
  title: 'Scales/NormsNote',
  component: NormsNote,
  args: { norms: { version: 'johnson-120-300-blend/1', provisional: true } },
} satisfies Meta<typeof NormsNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Provisional: Story = {};
export const OwnNorms: Story = { args: { norms: { version: 'facet-es/1', provisional: false } } };
