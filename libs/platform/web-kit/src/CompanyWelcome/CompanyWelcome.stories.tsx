import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyWelcome } from './CompanyWelcome';

const sampleLogo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#1d6f6c"/><text x="50" y="27" font-family="sans-serif" font-size="20" fill="#1a1d23">Acme</text></svg>',
  );

const meta = {
  component: CompanyWelcome,
  args: {
    companyName: 'Acme Demo',
    logoUrl: sampleLogo,
    welcomeLine: 'Thank you for helping us build a great team.',
  },
} satisfies Meta<typeof CompanyWelcome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LogoAndLine: Story = {};
export const LogoOnly: Story = { args: { welcomeLine: null } };
export const LineOnly: Story = { args: { logoUrl: null } };
/** A company that set neither shows nothing at all. */
export const Neither: Story = { args: { logoUrl: null, welcomeLine: null } };
