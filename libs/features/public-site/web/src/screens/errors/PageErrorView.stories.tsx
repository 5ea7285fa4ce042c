import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageErrorView } from './PageErrorView';

const meta = {
  title: 'Public site/PageErrorView',
  component: PageErrorView,
} satisfies Meta<typeof PageErrorView>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
