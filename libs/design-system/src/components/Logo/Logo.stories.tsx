import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './Logo';

/** A wide sample logo as a data URL, so the story needs no network. */
const sampleLogo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60"><rect width="240" height="60" rx="8" fill="teal"/><text x="20" y="40" font-family="sans-serif" font-size="28" fill="white">Acme Ltd</text></svg>',
  );

const meta = {
  title: 'Components/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductWordmark: Story = {};
export const LinkedHome: Story = { args: { href: '/' } };
export const CompanyImage: Story = { args: { src: sampleLogo, name: 'Acme Ltd' } };
