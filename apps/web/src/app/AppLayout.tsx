import { SiteShell } from '@facet/public-site-web';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

export interface AppLayoutProps {
  /**
   * The signed-in person's menu (user menu or administrator menu), shown in the top bar and the
   * mobile menu in place of the login link. Unset: the login link.
   */
  accountMenu?: ReactNode;
}

/** The layout route: the shared shell around whichever page the router matched. */
export function AppLayout({ accountMenu }: AppLayoutProps) {
  return (
    <SiteShell sessionArea={accountMenu}>
      <Outlet />
      <ScrollRestoration />
    </SiteShell>
  );
}
