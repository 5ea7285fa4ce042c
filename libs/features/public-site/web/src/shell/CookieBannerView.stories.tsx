import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookieBannerView } from './CookieBannerView';
import { phoneGlobals, phoneViewport } from '../story-viewports';

const meta = {
  title: 'Public site/CookieBannerView',
  component: CookieBannerView,
  args: { onAccept: () => undefined, onReject: () => undefined },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieBannerView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No choice stored yet; once the visitor answers, the banner is not rendered at all. */
export const AwaitingChoice: Story = {};
export const AwaitingChoiceDark: Story = { globals: { theme: 'dark' } };
/** At 390 px: one short sentence and the two buttons side by side, a strip and not a sheet. */
export const Phone: Story = { parameters: { viewport: phoneViewport }, globals: phoneGlobals };
export const PhoneDark: Story = {
  parameters: { viewport: phoneViewport },
  globals: { ...phoneGlobals, theme: 'dark' },
};
