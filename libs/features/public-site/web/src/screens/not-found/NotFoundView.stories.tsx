import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundView } from './NotFoundView';

const meta = {
  title: 'Public site/NotFoundView',
  component: NotFoundView,
  parameters: {
    screenStates: {
      loading: 'a static page: nothing is fetched, so nothing can load',
      empty: 'a static page: nothing is fetched, so nothing can be empty',
      success:
        'this screen is the answer to an address that does not exist; it has no other outcome',
    },
  },
} satisfies Meta<typeof NotFoundView>;
export default meta;

export const Default: StoryObj<typeof meta> = { parameters: { screenState: 'error' } };
export const Dark: StoryObj<typeof meta> = {
  parameters: { screenState: 'error' },
  globals: { theme: 'dark' },
};
