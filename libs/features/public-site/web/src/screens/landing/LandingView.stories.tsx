import type { Meta, StoryObj } from '@storybook/react-vite';
import { LandingView } from './LandingView';
import { phoneGlobals, phoneViewport } from '../../story-viewports';

const meta = {
  title: 'Public site/LandingView',
  component: LandingView,
  parameters: {
    layout: 'fullscreen',
    screenStates: {
      loading: 'static content shipped with the page: nothing is fetched',
      empty: 'static content: the text is always there',
      error: 'static content: no call is made, so none can fail',
    },
  },
} satisfies Meta<typeof LandingView>;
export default meta;

export const Default: StoryObj<typeof meta> = { parameters: { screenState: 'success' } };
export const Dark: StoryObj<typeof meta> = {
  parameters: { screenState: 'success' },
  globals: { theme: 'dark' },
};
/** At 390 px the product picture moves under the text and the steps stack in one column. */
export const Phone: StoryObj<typeof meta> = {
  parameters: { screenState: 'success', viewport: phoneViewport },
  globals: phoneGlobals,
};
export const PhoneDark: StoryObj<typeof meta> = {
  parameters: { screenState: 'success', viewport: phoneViewport },
  globals: { ...phoneGlobals, theme: 'dark' },
};
