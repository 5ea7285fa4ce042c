import { useEffect, useRef } from 'react';
import type { SsoRouteOptions } from '../../sso-route-options';
import { useEnterSsoSessionMutation } from '../../sso-endpoints';
import { SsoSignedInView } from './SsoSignedInView';

/**
 * Where the callback lands with the session it opened in the refresh cookie: the page reads it
 * once, as a reload does, and enters the tab into it.
 */
export function SsoSignedInPage({ useEnterAsUser }: SsoRouteOptions) {
  const enterAsUser = useEnterAsUser();
  const [enter, entering] = useEnterSsoSessionMutation();
  // The refresh token turns with each use: a second call, as a development double effect makes,
  // would replay the first one's cookie.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void enter()
      .unwrap()
      .then(
        (answer) => {
          if (answer.principal === 'user') {
            enterAsUser({ user: answer.user, token: answer.accessToken });
          }
        },
        () => undefined,
      );
  }, [enter, enterAsUser]);
  return <SsoSignedInView hasFailed={entering.isError} />;
}
