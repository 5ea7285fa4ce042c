import { useState } from 'react';
import { readCookieConsent, writeCookieConsent, type CookieConsent } from './cookie-consent';
import { CookieBannerView } from './CookieBannerView';

/** Shows the banner while no choice is stored; the choice is stored and the banner hides. */
export function CookieBanner() {
  const [consent, setConsent] = useState<CookieConsent | undefined>(() => readCookieConsent());
  if (consent) return null;
  const choose = (analytics: boolean) => {
    const choice = { analytics };
    writeCookieConsent(choice);
    setConsent(choice);
  };
  return <CookieBannerView onAccept={() => choose(true)} onReject={() => choose(false)} />;
}
