import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundView } from './NotFoundView';

const meta = {
  title: 'Public site/NotFoundView',
  component: NotFoundView,
} satisfies Meta<typeof NotFoundView>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
