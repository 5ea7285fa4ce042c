import Jwt from '@hapi/jwt';
import type { Server } from '@hapi/hapi';
import { accessTokenSeconds } from '../session-options';
import { TokenStandingCache, trackTokenStandingCache } from './access-token-revocation';
import {
  adminStrategy,
  tokenAudiences,
  tokenIssuer,
  userStrategy,
  type PrincipalKind,
  type SessionPrincipal,
} from './principal';

/** HS256 only: the allowlist keeps `none` and algorithm-confusion tokens out (ASVS 5.0 V9.1). */
const algorithm = 'HS256';

/**
 * `iat` carries milliseconds (a JWT NumericDate may be fractional): a token issued right after
 * a revocation, in the same second, must not look older than it.
 */
export function issueAccessToken(secret: string, principal: SessionPrincipal): string {
  const now = Date.now();
  return Jwt.token.generate(
    {
      sub: String(principal.id),
      aud: tokenAudiences[principal.kind],
      iss: tokenIssuer,
      iat: now / 1000,
    },
    { key: secret, algorithm },
    { ttlSec: accessTokenSeconds, now },
  );
}

function registerStrategy(
  server: Server,
  name: string,
  kind: PrincipalKind,
  secret: string,
  standings: TokenStandingCache,
) {
  server.auth.strategy(name, 'jwt', {
    keys: { key: secret, algorithms: [algorithm] },
    verify: {
      aud: tokenAudiences[kind],
      iss: tokenIssuer,
      sub: false,
      nbf: true,
      exp: true,
      maxAgeSec: accessTokenSeconds,
      timeSkewSec: 15,
    },
    // A signed token is only as good as its account: one issued before a logout, password change
    // or reset, or whose account is gone, is refused (ASVS 5.0 V7.4.1-3). What needs other fresh
    // facts (a company role) reads them from the database in the service.
    validate: async (artifacts) => {
      const { sub, iat } = artifacts.decoded.payload as { sub?: unknown; iat?: unknown };
      const id = Number(sub);
      if (!Number.isSafeInteger(id) || id <= 0 || typeof iat !== 'number') {
        return { isValid: false };
      }
      const principal: SessionPrincipal = { kind, id };
      if (!(await standings.accepts(principal, Math.round(iat * 1000)))) {
        return { isValid: false };
      }
      return { isValid: true, credentials: { principal } };
    },
  });
}

/** Registers @hapi/jwt and the 'user' and 'admin' strategies (DESIGN §3). */
export async function registerAccessTokenStrategies(server: Server, secret: string): Promise<void> {
  await server.register(Jwt);
  const standings = new TokenStandingCache(server.app.database);
  const untrack = trackTokenStandingCache(standings);
  server.ext('onPostStop', () => {
    untrack();
  });
  registerStrategy(server, userStrategy, 'user', secret, standings);
  registerStrategy(server, adminStrategy, 'admin', secret, standings);
}
