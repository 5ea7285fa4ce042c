import Jwt from '@hapi/jwt';
import type { Server } from '@hapi/hapi';
import { scopeCompanyUserRequests } from './company-user-scope';
import { adminStrategy, userStrategy, type Principal, type PrincipalKind } from './principal';

/** HS256 only: the allowlist keeps `none` and algorithm-confusion tokens out (ASVS 5.0 V9.1). */
const algorithm = 'HS256';

export const accessTokenSeconds = 15 * 60;

const tokenIssuer = 'facet';
const tokenAudiences: Record<PrincipalKind, string> = {
  user: 'facet:user',
  admin: 'facet:admin',
};

/**
 * Whether a principal's token is still good: the feature that owns the accounts answers, since
 * only it knows of logouts, password changes and deleted accounts.
 */
export interface TokenValidity {
  accepts(principal: Principal, issuedAtMilliseconds: number): Promise<boolean>;
}

export interface AccessTokenOptions {
  secret: string;
  validity: TokenValidity;
}

/**
 * `iat` carries milliseconds (a JWT NumericDate may be fractional): a token issued right after
 * a revocation, in the same second, must not look older than it.
 */
export function issueAccessToken(secret: string, principal: Principal): string {
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
  { secret, validity }: AccessTokenOptions,
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
      const principal: Principal = { kind, id };
      if (!(await validity.accepts(principal, Math.round(iat * 1000)))) {
        return { isValid: false };
      }
      return { isValid: true, credentials: { principal } };
    },
  });
}

/**
 * Registers @hapi/jwt, the 'user' and 'admin' strategies (DESIGN §3) and, once every feature
 * has added its routes, the database scope of company users' requests.
 */
export async function registerAccessTokenStrategies(
  server: Server,
  options: AccessTokenOptions,
): Promise<void> {
  await server.register(Jwt);
  registerStrategy(server, userStrategy, 'user', options);
  registerStrategy(server, adminStrategy, 'admin', options);
  server.ext('onPreStart', () => scopeCompanyUserRequests(server));
}
