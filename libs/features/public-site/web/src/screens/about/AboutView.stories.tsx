import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutView } from './AboutView';

const meta = {
  title: 'Public site/AboutView',
  component: AboutView,
  parameters: {
    layout: 'fullscreen',
    screenStates: {
      loading: 'static content shipped with the page: nothing is fetched',
      empty: 'static content: the text is always there',
      error: 'static content: no call is made, so none can fail',
    },
  },
} satisfies Meta<typeof AboutView>;
export default meta;

export const Default: StoryObj<typeof meta> = { parameters: { screenState: 'success' } };
export const Dark: StoryObj<typeof meta> = {
  parameters: { screenState: 'success' },
  globals: { theme: 'dark' },
};
