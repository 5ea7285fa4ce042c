import type { Meta, StoryObj } from '@storybook/react-vite';
import { LandingView } from './LandingView';

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
