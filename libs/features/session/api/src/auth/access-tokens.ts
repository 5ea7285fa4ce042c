import Jwt from '@hapi/jwt';
import type { Server } from '@hapi/hapi';
import { accessTokenSeconds } from '../session-options';
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

export function issueAccessToken(secret: string, principal: SessionPrincipal): string {
  return Jwt.token.generate(
    { sub: String(principal.id), aud: tokenAudiences[principal.kind], iss: tokenIssuer },
    { key: secret, algorithm },
    { ttlSec: accessTokenSeconds },
  );
}

function registerStrategy(server: Server, name: string, kind: PrincipalKind, secret: string) {
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
    // Stateless on purpose: a token lives 15 minutes, and what needs fresh facts (a company
    // role, a deleted account) reads them from the database in the service.
    validate: (artifacts) => {
      const id = Number(artifacts.decoded.payload.sub);
      if (!Number.isSafeInteger(id) || id <= 0) return { isValid: false };
      const credentials = { principal: { kind, id } };
      return { isValid: true, credentials };
    },
  });
}

/** Registers @hapi/jwt and the 'user' and 'admin' strategies (DESIGN §3). */
export async function registerAccessTokenStrategies(server: Server, secret: string): Promise<void> {
  await server.register(Jwt);
  registerStrategy(server, userStrategy, 'user', secret);
  registerStrategy(server, adminStrategy, 'admin', secret);
}
