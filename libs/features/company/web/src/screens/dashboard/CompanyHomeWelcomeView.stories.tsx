import { phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyHomeWelcomeView } from './CompanyHomeWelcomeView';

const sampleLogo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#1d6f6c"/><text x="50" y="27" font-family="sans-serif" font-size="20" fill="#1a1d23">Acme</text></svg>',
  );

const meta = {
  component: CompanyHomeWelcomeView,
  args: {
    branding: {
      companyName: 'Acme Demo',
      logoUrl: sampleLogo,
      welcomeLine: 'Thank you for helping us build a great team.',
    },
    onRetry: () => undefined,
  },
} satisfies Meta<typeof CompanyHomeWelcomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The logo and the company's own line, above the person's assessment. */
export const Success: Story = {};
export const Loading: Story = { args: { branding: undefined, isLoading: true } };
export const LoadError: Story = { args: { branding: undefined, hasLoadFailed: true } };
/** A company that set neither a logo nor a line greets nobody: nothing is shown. */
export const Empty: Story = {
  args: { branding: { companyName: 'Acme Demo', logoUrl: null, welcomeLine: null } },
};
export const LineOnly: Story = {
  args: {
    branding: {
      companyName: 'Acme Demo',
      logoUrl: null,
      welcomeLine: 'Gracias por ayudarnos a formar un gran equipo.',
    },
  },
};
export const OnAPhone: Story = {
  globals: phoneGlobals,
  parameters: { viewport: phoneViewport },
};
