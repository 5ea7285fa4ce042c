import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundView } from './NotFoundView';

const meta = { component: NotFoundView } satisfies Meta<typeof NotFoundView>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
