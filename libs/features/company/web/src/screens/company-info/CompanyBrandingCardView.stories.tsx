import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyBrandingCardView } from './CompanyBrandingCardView';

/** A small logo drawn inline, so the story needs no server. */
const sampleLogo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#1d6f6c"/><text x="50" y="27" font-family="sans-serif" font-size="20" fill="#1a1d23">Acme</text></svg>',
  );

const branded = {
  companyName: 'Acme Demo',
  welcomeLine: 'Thank you for helping us build a great team.',
  logoUrl: sampleLogo,
};
const unbranded = { companyName: 'Acme Demo', welcomeLine: null, logoUrl: null };

const meta = {
  component: CompanyBrandingCardView,
  args: {
    welcomeLineDraft: '',
    onRetry: () => undefined,
    onWelcomeLineChange: () => undefined,
    onSaveWelcomeLine: () => undefined,
    onChooseLogo: () => undefined,
    onRemoveLogo: () => undefined,
  },
} satisfies Meta<typeof CompanyBrandingCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { isLoading: true } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const NothingYet: Story = {
  parameters: { screenState: 'empty' },
  args: { branding: unbranded, canEdit: true },
};
export const Branded: Story = {
  parameters: { screenState: 'success' },
  args: { branding: branded, canEdit: true, welcomeLineDraft: branded.welcomeLine },
};
export const ForAManager: Story = { args: { branding: branded, canEdit: false } };
export const ForAManagerNothingYet: Story = { args: { branding: unbranded, canEdit: false } };
export const SavingLogo: Story = {
  args: { branding: unbranded, canEdit: true, isSavingLogo: true },
};
export const LogoNotAnImage: Story = {
  args: { branding: unbranded, canEdit: true, logoFailure: { status: 415 } },
};
export const LogoTooLarge: Story = {
  args: { branding: unbranded, canEdit: true, logoFailure: { status: 413 } },
};
export const LogoTooManyPixels: Story = {
  args: { branding: unbranded, canEdit: true, logoFailure: { status: 422 } },
};
export const WelcomeLineTooLong: Story = {
  args: {
    branding: branded,
    canEdit: true,
    welcomeLineDraft: 'A line far too long. '.repeat(9),
    welcomeLineInvalid: true,
  },
};
export const WelcomeLineSaveError: Story = {
  args: {
    branding: branded,
    canEdit: true,
    welcomeLineDraft: branded.welcomeLine,
    welcomeLineFailure: { status: 500 },
  },
};
