import { useIsBrowserRender } from '@facet/design-system';
import { useState } from 'react';
import { readCookieConsent, writeCookieConsent, type CookieConsent } from '../cookie-consent';
import { CookieBannerView } from './CookieBannerView';
import { startErrorReporting } from '../error-reporting';

/**
 * Shows the banner while no choice is stored; the choice is stored and the banner hides. Only
 * the browser knows the stored choice, so prerendered HTML always holds the banner, and the
 * page's before-paint script hides it from the first paint when a choice is stored
 * (`html[data-cookie-choice]`): a first visit sees it at once instead of after the app arrives.
 */
export function CookieBanner() {
  const [consent, setConsent] = useState<CookieConsent | undefined>(() => readCookieConsent());
  const isBrowserRender = useIsBrowserRender();
  if (consent && isBrowserRender) return null;
  const choose = (analytics: boolean) => {
    const choice = { analytics };
    writeCookieConsent(choice);
    setConsent(choice);
    void startErrorReporting();
  };
  return <CookieBannerView onAccept={() => choose(true)} onReject={() => choose(false)} />;
}
