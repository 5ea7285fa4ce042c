import { useIsBrowserRender } from '@facet/design-system';
import { useState } from 'react';
import { readCookieConsent, writeCookieConsent, type CookieConsent } from './cookie-consent';
import { CookieBannerView } from './CookieBannerView';
import { startErrorReporting } from './error-reporting';

/**
 * Shows the banner while no choice is stored; the choice is stored and the banner hides. Only
 * the browser knows the stored choice, so prerendered HTML has no banner.
 */
export function CookieBanner() {
  const [consent, setConsent] = useState<CookieConsent | undefined>(() => readCookieConsent());
  const isBrowserRender = useIsBrowserRender();
  if (consent || !isBrowserRender) return null;
  const choose = (analytics: boolean) => {
    const choice = { analytics };
    writeCookieConsent(choice);
    setConsent(choice);
    void startErrorReporting();
  };
  return <CookieBannerView onAccept={() => choose(true)} onReject={() => choose(false)} />;
}
