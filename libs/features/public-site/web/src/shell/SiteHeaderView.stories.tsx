import { Button } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteHeaderView } from './SiteHeaderView';
import { phoneGlobals, phoneViewport } from '../story-viewports';

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

/**
 * A stand-in for the session feature's AppNavigation (its own navigation landmark and links),
 * so the bar can be seen as a signed-in person sees it.
 */
const sampleAppNavigation = (
  <nav aria-label="App">
    <ul style={{ display: 'flex', gap: '24px', margin: 0, padding: 0, listStyle: 'none' }}>
      <li>
        <a href="/home" aria-current="page">
          Home
        </a>
      </li>
      <li>
        <a href="/diagnostic">Assessment</a>
      </li>
      <li>
        <a href="/results">Results</a>
      </li>
      <li>
        <a href="/account">Account</a>
      </li>
    </ul>
  </nav>
);

/** A visitor: marketing links, language and theme icons, and the login button. */
export const SignedOut: Story = {};
export const SignedOutDark: Story = { globals: { theme: 'dark' } };
export const DarkThemeChosen: Story = { args: { themePreference: 'dark' } };
/** The session feature puts its user or administrator menu in the slot. */
export const WithSessionArea: Story = {
  args: { sessionArea: <Button variant="quiet">Ana Ruiz</Button> },
};
/** Signed in: the app's areas replace About and Contact, which stay in the footer. */
export const SignedInWithAppNavigation: Story = {
  args: {
    sessionArea: <Button variant="quiet">Ana Ruiz</Button>,
    appNavigation: sampleAppNavigation,
  },
};
export const SignedInWithAppNavigationDark: Story = {
  ...SignedInWithAppNavigation,
  globals: { theme: 'dark' },
};
export const MobileMenuOpen: Story = {
  args: { isMenuOpen: true },
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
/** On a phone the app navigation opens the menu, before the user menu and the preferences. */
export const MobileMenuSignedIn: Story = {
  args: { ...SignedInWithAppNavigation.args, isMenuOpen: true },
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
export const MobileMenuSignedInDark: Story = {
  ...MobileMenuSignedIn,
  globals: { ...phoneGlobals, theme: 'dark' },
};
