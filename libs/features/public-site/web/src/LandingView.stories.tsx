import type { Meta, StoryObj } from '@storybook/react-vite';
import { LandingView } from './LandingView';

const meta = {
  title: 'Public site/LandingView',
  component: LandingView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingView>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
