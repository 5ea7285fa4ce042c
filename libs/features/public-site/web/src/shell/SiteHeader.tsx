import { useTheme } from '@facet/design-system';
import { useLanguage } from '@facet/platform-i18n-react';
import type { Language } from '@facet/platform-kernel';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SiteHeaderView } from './SiteHeaderView';

export interface SiteHeaderProps {
  /** The signed-in person's menu; without it the bar shows the login link. */
  sessionArea?: ReactNode;
  /** The signed-in areas of the app; given, it replaces the marketing links of the bar. */
  appNavigation?: ReactNode;
}

/** Connects the top bar to the language and theme; the mobile menu closes on any change. */
export function SiteHeader({ sessionArea, appNavigation }: SiteHeaderProps) {
  const { language, setLanguage } = useLanguage();
  const { preference, setPreference } = useTheme();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <SiteHeaderView
      language={language}
      onLanguageChange={(next: Language) => {
        setLanguage(next);
        setMenuOpen(false);
      }}
      themePreference={preference}
      onThemeChange={setPreference}
      isMenuOpen={isMenuOpen}
      onMenuOpenChange={setMenuOpen}
      sessionArea={sessionArea}
      appNavigation={appNavigation}
    />
  );
}
