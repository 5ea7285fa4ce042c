import { Button } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteHeaderView } from './SiteHeaderView';

const meta = {
  title: 'Public site/SiteHeaderView',
  component: SiteHeaderView,
  args: {
    language: 'en',
    onLanguageChange: () => undefined,
    themePreference: 'system',
    onThemeChange: () => undefined,
    isMenuOpen: false,
    onMenuOpenChange: () => undefined,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeaderView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor: the bar ends with the login link. */
export const SignedOut: Story = {};
export const DarkThemeChosen: Story = { args: { themePreference: 'dark' } };
export const MobileMenuOpen: Story = { args: { isMenuOpen: true } };
/** The session feature puts its user or administrator menu in the slot. */
export const WithSessionArea: Story = {
  args: { sessionArea: <Button variant="quiet">Ana Ruiz</Button> },
};
