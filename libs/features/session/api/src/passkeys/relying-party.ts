import type { Request } from '@hapi/hapi';
import type { SessionSettings } from '../session-options';

/** The name authenticators show beside the person's account. */
const relyingPartyName = 'Facet';

/** A page served on this machine during development: any port of localhost, over HTTP. */
const localDevelopmentOrigin = /^http:\/\/localhost(:\d{1,5})?$/;

export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/**
 * Whom passkeys are made for and where their answers may come from (D100): the relying party id
 * is the host name of the public address (PUBLIC_URL), and an answer must come from that
 * address's origin. When the public address is localhost (development and the tests, where no
 * PUBLIC_URL is set), a page on another localhost port (the web's development server) is taken
 * too: the relying party id names no port, so a passkey made there works on both.
 */
export function relyingPartyOf(settings: SessionSettings, request: Request): RelyingParty {
  const publicAddress = new URL(settings.publicUrl);
  const origins = [publicAddress.origin];
  const sentOrigin: unknown = request.headers.origin;
  if (
    publicAddress.hostname === 'localhost' &&
    typeof sentOrigin === 'string' &&
    localDevelopmentOrigin.test(sentOrigin) &&
    sentOrigin !== publicAddress.origin
  ) {
    origins.push(sentOrigin);
  }
  return { id: publicAddress.hostname, name: relyingPartyName, origins };
}
