import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooterView } from './SiteFooterView';

const meta = {
  title: 'Public site/SiteFooterView',
  component: SiteFooterView,
  args: { year: 2025 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooterView>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
