import {
  Box,
  Button,
  Container,
  Inline,
  Link,
  Stack,
  themePreferences,
  type ThemePreference,
} from '@facet/design-system';
import { isLanguage, languageNames } from '@facet/platform-i18n';
import { languages, type Language } from '@facet/platform-kernel';
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FacetWordmark } from './FacetWordmark';
import { publicSiteCatalogue } from './messages';
import { loginPath, mainNavigationLinks } from './site-links';
import { logoLink, topBar } from './site-shell.css';

const { messages } = publicSiteCatalogue;

/**
 * The language and theme pickers are the only list boxes of the public shell, and a list box
 * with its popover weighs more than the rest of the shell's controls together; it loads in its
 * own chunk right after the first paint, so the landing's first paint does not wait for it.
 */
const Select = lazy(async () => {
  const { Select: DesignSystemSelect } = await import('./HeaderSelect');
  return { default: DesignSystemSelect };
});

const themeLabels = {
  light: messages.themeLight,
  dark: messages.themeDark,
  system: messages.themeSystem,
} satisfies Record<ThemePreference, unknown>;

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
}

/** The top bar's way in for a visitor, also shown when a restored session turns out to be over. */
export function SiteLoginLink() {
  return (
    <Link href={loginPath} variant="standalone">
      <FormattedMessage {...messages.loginLink} />
    </Link>
  );
}

function isThemePreference(value: unknown): value is ThemePreference {
  return (themePreferences as readonly unknown[]).includes(value);
}

/** Links, language, theme and session: the same items in the bar and in the mobile menu. */
function HeaderItems({
  language,
  onLanguageChange,
  themePreference,
  onThemeChange,
  sessionArea,
  layout,
}: Omit<SiteHeaderViewProps, 'isMenuOpen' | 'onMenuOpenChange'> & { layout: 'bar' | 'menu' }) {
  const intl = useIntl();
  const links = mainNavigationLinks.map((link) => (
    <li key={link.href}>
      <Link href={link.href} variant="standalone">
        <FormattedMessage {...link.label} />
      </Link>
    </li>
  ));
  const controls = (
    <>
      <Suspense fallback={null}>
        <Select
          label={intl.formatMessage(messages.languageLabel)}
          options={languages.map((id) => ({ id, label: languageNames[id] }))}
          selectedKey={language}
          onSelectionChange={(key) => {
            if (isLanguage(key)) onLanguageChange(key);
          }}
        />
        <Select
          label={intl.formatMessage(messages.themeLabel)}
          options={themePreferences.map((id) => ({
            id,
            label: intl.formatMessage(themeLabels[id]),
          }))}
          selectedKey={themePreference}
          onSelectionChange={(key) => {
            if (isThemePreference(key)) onThemeChange(key);
          }}
        />
      </Suspense>
      {sessionArea ?? <SiteLoginLink />}
    </>
  );
  const navigationLabel = intl.formatMessage(
    layout === 'bar' ? messages.mainNavigation : messages.mobileMenu,
  );
  if (layout === 'menu') {
    return (
      <Box as="nav" aria-label={navigationLabel} paddingY="large">
        <Stack space="large">
          <Stack as="ul" space="medium">
            {links}
          </Stack>
          {controls}
        </Stack>
      </Box>
    );
  }
  return (
    <Box display="flex" alignItems="flex-end" gap="xlarge">
      <Box as="nav" aria-label={navigationLabel} paddingBottom="small">
        <Inline as="ul" space="large">
          {links}
        </Inline>
      </Box>
      {controls}
    </Box>
  );
}

/** The top bar every page shares: logo, navigation, language, theme and login or user menu. */
export function SiteHeaderView({ isMenuOpen, onMenuOpenChange, ...items }: SiteHeaderViewProps) {
  const intl = useIntl();
  return (
    <header className={topBar}>
      <Container>
        <Box
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          gap="large"
          paddingY="small"
        >
          <RouterLink
            to="/"
            className={logoLink}
            aria-label={intl.formatMessage(messages.homeLink)}
          >
            <FacetWordmark />
          </RouterLink>
          <Box display={{ mobile: 'none', desktop: 'block' }}>
            <HeaderItems {...items} layout="bar" />
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
        </Box>
        {isMenuOpen && (
          <Box id={mobileMenuId} display={{ mobile: 'block', desktop: 'none' }}>
            <HeaderItems {...items} layout="menu" />
          </Box>
        )}
      </Container>
    </header>
  );
}
