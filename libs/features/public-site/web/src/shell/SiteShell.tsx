import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHref, useNavigate } from 'react-router';
import { CookieBanner } from './CookieBanner';
import { publicSiteCatalogue } from '../messages';
import { SiteFooterView } from './SiteFooterView';
import { SiteHeader } from './SiteHeader';
import { main, shell, skipLink } from './site-shell.css';

/**
 * React Router resolves every href against the current route, which would turn an absolute
 * address (the social links) into a path of ours; those pass through untouched.
 */
function useAppHref(href: string): string {
  const routed = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : routed;
}

const { messages } = publicSiteCatalogue;

export const mainContentId = 'main-content';

export interface SiteShellProps {
  /** The page. */
  children: ReactNode;
  /**
   * The signed-in person's user or administrator menu, placed in the top bar and in the mobile
   * menu; without it the bar shows the login link.
   */
  sessionArea?: ReactNode;
  /**
   * The signed-in areas of the app, shown in the top bar instead of the marketing links and at
   * the top of the mobile menu.
   */
  appNavigation?: ReactNode;
}

/**
 * What every page shares: skip link, cookie banner (first in the tab order, drawn at the bottom),
 * top bar, main landmark and footer. It also lets the design system's links navigate through the
 * app's router instead of reloading, and gives React Aria's own strings and formats the page's
 * language.
 */
export function SiteShell({ children, sessionArea, appNavigation }: SiteShellProps) {
  const navigate = useNavigate();
  const { locale } = useIntl();
  return (
    <I18nProvider locale={locale}>
      <RouterProvider navigate={(path) => void navigate(path)} useHref={useAppHref}>
        <div className={shell}>
          {/* A plain anchor: the browser moves focus to the target, which a routed link would not. */}
          <a href={`#${mainContentId}`} className={skipLink}>
            <FormattedMessage {...messages.skipToContent} />
          </a>
          <CookieBanner />
          <SiteHeader sessionArea={sessionArea} appNavigation={appNavigation} />
          <main id={mainContentId} tabIndex={-1} className={main}>
            {children}
          </main>
          <SiteFooterView year={new Date().getFullYear()} />
        </div>
      </RouterProvider>
    </I18nProvider>
  );
}
