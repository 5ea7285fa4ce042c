import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookieBannerView } from './CookieBannerView';

const meta = {
  title: 'Public site/CookieBannerView',
  component: CookieBannerView,
  args: { onAccept: () => undefined, onReject: () => undefined },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieBannerView>;
export default meta;

/** No choice stored yet; once the visitor answers, the banner is not rendered at all. */
export const AwaitingChoice: StoryObj<typeof meta> = {};
