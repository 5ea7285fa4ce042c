import {
  Box,
  Button,
  ButtonLink,
  Container,
  Inline,
  Link,
  Logo,
  Stack,
  themePreferences,
  type ThemePreference,
} from '@facet/design-system';
import { isLanguage, languageNames } from '@facet/platform-i18n';
import { languages, type Language } from '@facet/platform-kernel';
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { HeaderChoiceMenuProps } from './HeaderChoiceMenu';
import { GlobeIcon, MoonIcon, SunIcon, SystemIcon } from './header-icons';
import { publicSiteCatalogue } from '../messages';
import { loginPath, mainNavigationLinks } from '../site-links';
import { barNavigation, barRow, logoLink, mobileMenu, topBar } from './site-shell.css';

const { messages } = publicSiteCatalogue;

/**
 * The language and theme controls are the only menus of the public shell, and a menu with its
 * popover weighs more than the rest of the shell's controls together; they load in their own
 * chunk, which the app fetches beside its router before hydrating a prerendered page (so the
 * first paint never waits for it, and the menus answer as soon as the page is interactive). A
 * page drawn from nothing shows a plain button of the same look until the chunk is there.
 */
export const loadHeaderChoiceMenu = () => import('./HeaderChoiceMenu');

const HeaderChoiceMenu = lazy(async () => {
  const { HeaderChoiceMenu: ChoiceMenu } = await loadHeaderChoiceMenu();
  return { default: ChoiceMenu };
});

/**
 * The lazy menu. Its stand-in looks the same and is there only for the moment between the app's
 * start and the menu's chunk, a moment in which no control of the page answers yet either.
 */
function ChoiceMenuControl(props: HeaderChoiceMenuProps) {
  return (
    <Suspense
      fallback={
        <Button variant="quiet" aria-label={props.buttonLabel}>
          {props.buttonContent}
        </Button>
      }
    >
      <HeaderChoiceMenu {...props} />
    </Suspense>
  );
}

const themeLabels = {
  light: messages.themeLight,
  dark: messages.themeDark,
  system: messages.themeSystem,
} satisfies Record<ThemePreference, unknown>;

const themeIcons = {
  light: <SunIcon />,
  dark: <MoonIcon />,
  system: <SystemIcon />,
} satisfies Record<ThemePreference, ReactNode>;

const mobileMenuId = 'site-mobile-menu';

export interface SiteHeaderViewProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
  themePreference: ThemePreference;
  onThemeChange: (preference: ThemePreference) => void;
  /** Whether the collapsible menu of narrow screens is open. */
  isMenuOpen: boolean;
  onMenuOpenChange: (isOpen: boolean) => void;
  /**
   * The signed-in person's menu (user or administrator), shown in the bar and in the mobile
   * menu. Without it the bar shows the login link.
   */
  sessionArea?: ReactNode;
  /**
   * The signed-in areas of the app (a navigation landmark with its links). Given, it takes the
   * place of the marketing links, which then stay in the footer only, and it opens the mobile
   * menu.
   */
  appNavigation?: ReactNode;
}

/** The top bar's way in for a visitor, also shown when a restored session turns out to be over. */
export function SiteLoginLink() {
  return (
    <ButtonLink href={loginPath} variant="secondary">
      <FormattedMessage {...messages.loginLink} />
    </ButtonLink>
  );
}

function isThemePreference(value: unknown): value is ThemePreference {
  return (themePreferences as readonly unknown[]).includes(value);
}

type Layout = 'bar' | 'menu';

type PreferenceProps = Pick<
  SiteHeaderViewProps,
  'language' | 'onLanguageChange' | 'themePreference' | 'onThemeChange'
>;

/**
 * Language and theme as compact icon buttons, each opening its list. The bar shows the icons
 * alone; the mobile menu, which has the room, writes the current choice beside them.
 */
function PreferenceControls({
  language,
  onLanguageChange,
  themePreference,
  onThemeChange,
  layout,
}: PreferenceProps & { layout: Layout }) {
  const intl = useIntl();
  const themeName = intl.formatMessage(themeLabels[themePreference]);
  const withText = layout === 'menu';
  return (
    <Inline space="xsmall" alignY="center">
      <ChoiceMenuControl
        buttonLabel={intl.formatMessage(messages.languageButton, {
          language: languageNames[language],
        })}
        buttonContent={
          <>
            <GlobeIcon />
            {withText && languageNames[language]}
          </>
        }
        label={intl.formatMessage(messages.languageLabel)}
        choices={languages.map((id) => ({ id, label: languageNames[id] }))}
        selectedKey={language}
        onSelect={(key) => {
          if (isLanguage(key)) onLanguageChange(key);
        }}
      />
      <ChoiceMenuControl
        buttonLabel={intl.formatMessage(messages.themeButton, { theme: themeName })}
        buttonContent={
          <>
            {themeIcons[themePreference]}
            {withText && themeName}
          </>
        }
        label={intl.formatMessage(messages.themeLabel)}
        choices={themePreferences.map((id) => ({
          id,
          label: intl.formatMessage(themeLabels[id]),
          icon: themeIcons[id],
        }))}
        selectedKey={themePreference}
        onSelect={(key) => {
          if (isThemePreference(key)) onThemeChange(key);
        }}
      />
    </Inline>
  );
}

/** About and Contact, for visitors; signed-in people find them in the footer. */
function MarketingLinks({ layout }: { layout: Layout }) {
  const links = mainNavigationLinks.map((link) => (
    <li key={link.href}>
      <Link href={link.href} variant="standalone">
        <FormattedMessage {...link.label} />
      </Link>
    </li>
  ));
  return layout === 'bar' ? (
    <Inline as="ul" space="xlarge">
      {links}
    </Inline>
  ) : (
    <Stack as="ul" space="medium">
      {links}
    </Stack>
  );
}

type HeaderItemsProps = Omit<SiteHeaderViewProps, 'isMenuOpen' | 'onMenuOpenChange'>;

/** The open mobile menu: the app's areas first, then the session, language and theme. */
function MobileMenuItems({ appNavigation, sessionArea, ...preferences }: HeaderItemsProps) {
  const intl = useIntl();
  return (
    <Box as="nav" aria-label={intl.formatMessage(messages.mobileMenu)} paddingY="large">
      <Stack space="large">
        {appNavigation ?? <MarketingLinks layout="menu" />}
        <div>{sessionArea ?? <SiteLoginLink />}</div>
        <PreferenceControls {...preferences} layout="menu" />
      </Stack>
    </Box>
  );
}

/** The top bar every page shares: logo, navigation, language, theme and login or user menu. */
export function SiteHeaderView({
  isMenuOpen,
  onMenuOpenChange,
  appNavigation,
  sessionArea,
  ...preferences
}: SiteHeaderViewProps) {
  const intl = useIntl();
  return (
    <header className={topBar}>
      <Container>
        <div className={barRow}>
          <RouterLink
            to="/"
            className={logoLink}
            aria-label={intl.formatMessage(messages.homeLink)}
          >
            <Logo />
          </RouterLink>
          <div className={barNavigation}>
            {/* The app navigation is one landmark with one name: while the menu holds it, the
                bar (hidden on the phones that open the menu) does not repeat it. */}
            {appNavigation ? (
              !isMenuOpen && appNavigation
            ) : (
              <nav aria-label={intl.formatMessage(messages.mainNavigation)}>
                <MarketingLinks layout="bar" />
              </nav>
            )}
          </div>
          <Box display={{ mobile: 'none', desktop: 'flex' }} alignItems="center" gap="medium">
            <PreferenceControls {...preferences} layout="bar" />
            {sessionArea ?? <SiteLoginLink />}
          </Box>
          <Box display={{ mobile: 'block', desktop: 'none' }}>
            <Button
              variant="secondary"
              aria-expanded={isMenuOpen}
              aria-controls={isMenuOpen ? mobileMenuId : undefined}
              onPress={() => onMenuOpenChange(!isMenuOpen)}
            >
              <FormattedMessage {...(isMenuOpen ? messages.closeMenu : messages.openMenu)} />
            </Button>
          </Box>
        </div>
        {isMenuOpen && (
          <div id={mobileMenuId} className={mobileMenu}>
            <MobileMenuItems
              {...preferences}
              appNavigation={appNavigation}
              sessionArea={sessionArea}
            />
          </div>
        )}
      </Container>
    </header>
  );
}
