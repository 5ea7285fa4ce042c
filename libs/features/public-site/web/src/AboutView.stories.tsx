import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutView } from './AboutView';

const meta = {
  title: 'Public site/AboutView',
  component: AboutView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutView>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
