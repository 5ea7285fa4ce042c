import type { Meta, StoryObj } from '@storybook/react-vite';
import { legalPages } from './legal-pages';
import { LegalPageView } from './LegalPageView';

const meta = {
  title: 'Public site/LegalPageView',
  component: LegalPageView,
  args: { page: 'privacy-policy' },
  argTypes: {
    page: { control: 'select', options: legalPages.map((page) => page.path) },
  },
  parameters: {
    layout: 'fullscreen',
    screenStates: {
      loading: 'static content shipped with the page: nothing is fetched',
      empty: 'static content: the text is always there',
      error: 'static content: no call is made, so none can fail',
    },
  },
} satisfies Meta<typeof LegalPageView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  parameters: { screenState: 'success' },
  args: { page: 'privacy-policy' },
};
export const TermsOfUse: Story = { args: { page: 'terms-of-use' } };
export const ClinicalDisclaimer: Story = { args: { page: 'clinical-disclaimer' } };
export const LegalNotice: Story = { args: { page: 'legal-notice' } };
export const CookiesPolicy: Story = { args: { page: 'cookies-policy' } };
export const QualityPolicy: Story = { args: { page: 'quality-policy' } };
export const Accessibility: Story = { args: { page: 'accessibility' } };
