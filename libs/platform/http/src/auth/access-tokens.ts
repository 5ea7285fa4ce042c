import Boom from '@hapi/boom';
import Jwt from '@hapi/jwt';
import type { Request, Server, ServerAuthScheme } from '@hapi/hapi';
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

type TokenArtifacts = ReturnType<typeof Jwt.token.decode>;

const accessTokenScheme = 'facet-access-token';

/** Tokens remembered as checked, per strategy: about 2 MB at most. */
const rememberedTokenLimit = 10_000;

interface AccessTokenStrategy {
  kind: PrincipalKind;
  secret: string;
  validity: TokenValidity;
}

const missingToken = () => Boom.unauthorized(null, 'Bearer');

/** The bearer token of the Authorization header, as @hapi/jwt reads it. */
function bearerTokenOf(request: Request): string {
  const authorization = request.headers.authorization as string | undefined;
  if (!authorization) throw missingToken();
  const parts = authorization.split(/\s+/);
  if (parts[0]?.toLowerCase() !== 'bearer') throw missingToken();
  if (parts.length !== 2)
    throw Boom.unauthorized('Bad HTTP authentication header format', 'Bearer');
  if (!parts[1]) throw missingToken();
  return parts[1];
}

/**
 * The scheme of the 'user' and 'admin' strategies: a bearer token whose signature (HS256 only:
 * the allowlist keeps `none` and algorithm-confusion tokens out, ASVS 5.0 V9.1) and claims are
 * checked by @hapi/jwt's own functions. A token that passed is remembered by its text, so a
 * repeat of it (every call of a session) pays only the time claims and the account check, not
 * the decoding and the HMAC again (cost bench): the same bytes verify the same way, and what can
 * change, expiry and the account, is checked on every request.
 */
const accessTokenSchemeImplementation: ServerAuthScheme = (_server, options) => {
  const { kind, secret, validity } = options as AccessTokenStrategy;
  // Expiry and not-before are checked whenever a token carries them, as @hapi/jwt's strategy did.
  const claims = {
    aud: tokenAudiences[kind],
    iss: tokenIssuer,
    sub: false as const,
    maxAgeSec: accessTokenSeconds,
    timeSkewSec: 15,
  };
  const checked = new Map<string, TokenArtifacts>();
  const checkedArtifactsOf = (token: string): TokenArtifacts => {
    const remembered = checked.get(token);
    if (remembered) {
      Jwt.token.verifyTime(remembered, claims);
      return remembered;
    }
    const artifacts = Jwt.token.decode(token);
    Jwt.token.verify(artifacts, { key: secret, algorithm }, claims);
    // The oldest is forgotten first: a Map keeps insertion order.
    if (checked.size >= rememberedTokenLimit) checked.delete(checked.keys().next().value!);
    checked.set(token, artifacts);
    return artifacts;
  };
  return {
    authenticate: async (request, h) => {
      const token = bearerTokenOf(request);
      let artifacts: TokenArtifacts;
      try {
        artifacts = checkedArtifactsOf(token);
      } catch (error) {
        return h.unauthenticated(Boom.unauthorized((error as Error).message, 'Bearer'));
      }
      // A signed token is only as good as its account: one issued before a logout, password
      // change or reset, or whose account is gone, is refused (ASVS 5.0 V7.4.1-3). What needs
      // other fresh facts (a company role) reads them from the database in the service.
      const { sub, iat } = artifacts.decoded.payload as { sub?: unknown; iat?: unknown };
      const id = Number(sub);
      const principal: Principal = { kind, id };
      const accepted =
        Number.isSafeInteger(id) &&
        id > 0 &&
        typeof iat === 'number' &&
        (await validity.accepts(principal, Math.round(iat * 1000)));
      if (!accepted) return h.unauthenticated(Boom.unauthorized('Invalid credentials', 'Bearer'));
      return h.authenticated({ credentials: { principal }, artifacts });
    },
  };
};

/**
 * Registers the access-token scheme, the 'user' and 'admin' strategies (DESIGN §3) and, once every feature
 * has added its routes, the database scope of company users' requests.
 */
export function registerAccessTokenStrategies(server: Server, options: AccessTokenOptions): void {
  server.auth.scheme(accessTokenScheme, accessTokenSchemeImplementation);
  for (const [name, kind] of [
    [userStrategy, 'user'],
    [adminStrategy, 'admin'],
  ] as const) {
    const strategy: AccessTokenStrategy = { kind, ...options };
    server.auth.strategy(name, accessTokenScheme, strategy);
  }
  server.ext('onPreStart', () => scopeCompanyUserRequests(server));
}
