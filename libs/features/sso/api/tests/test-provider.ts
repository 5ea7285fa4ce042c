import { createPrivateKey, generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, {
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';

/** A person the test provider signs in: their subject and the claims it vouches for. */
export interface ProviderPerson {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface TestProvider {
  issuer: string;
  /** Who the next sign-in at the provider is (its login page, answered without a form). */
  signInAs(person: ProviderPerson): void;
  /**
   * Rewrites the claims of the next ID token the token endpoint answers, signed again with the
   * provider's own key: a token a real provider could have signed, naming what the test chose.
   */
  tamperNextIdToken(rewrite: (claims: Record<string, unknown>) => Record<string, unknown>): void;
  close(): Promise<void>;
}

export const testClient = { clientId: 'facet', clientSecret: 'facet-client-secret-for-tests' };
/** Another client of the same provider, whose codes and ID tokens are not Facet's. */
export const otherClient = {
  clientId: 'another-app',
  clientSecret: 'another-app-secret-for-tests',
};

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1: its discovery, keys, authorization, token
 * endpoints and ID tokens are the library's. Only its login and consent pages are replaced: the
 * interaction signs in the person the test named, and consent is granted to what was asked.
 */
export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  let next: ProviderPerson | undefined;
  const people = new Map<string, ProviderPerson>();
  const http: Server = createServer();
  await new Promise<void>((ready) => http.listen(0, '127.0.0.1', ready));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const client = (credentials: typeof testClient): ClientMetadata => ({
    client_id: credentials.clientId,
    client_secret: credentials.clientSecret,
    redirect_uris: [redirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
  });
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  let tamper: ((claims: Record<string, unknown>) => Record<string, unknown>) | undefined;
  const configuration: Configuration = {
    jwks: { keys: [{ ...signingKey, kid: 'test-provider', use: 'sig', alg: 'RS256' }] },
    clients: [client(testClient), client(otherClient)],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    findAccount: (_context: KoaContextWithOIDC, id: string) => {
      const person = people.get(id);
      return (
        person && {
          accountId: id,
          claims: () => ({
            sub: id,
            email: person.email,
            email_verified: person.emailVerified,
            name: person.name,
          }),
        }
      );
    },
    loadExistingGrant: async (context: KoaContextWithOIDC) => {
      const accountId = context.oidc.session?.accountId;
      const clientId = context.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new context.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  http.on('request', (request, response) => {
    if (tamper && request.method === 'POST' && request.url === '/token') {
      rewriteIdTokenOf(response, signingKey, tamper);
      tamper = undefined;
    }
    if (!request.url?.startsWith('/interaction/')) {
      void callback(request, response);
      return;
    }
    void (async () => {
      await provider.interactionDetails(request, response);
      if (!next) throw new Error('The test named nobody to sign in at the provider');
      people.set(next.subject, next);
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: next.subject } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  return {
    issuer,
    signInAs: (person) => {
      next = person;
    },
    tamperNextIdToken: (rewrite) => {
      tamper = rewrite;
    },
    close: () =>
      new Promise<void>((closed) => {
        http.closeAllConnections();
        http.close(() => closed());
      }),
  };
}

/**
 * Follows the provider's redirects as a browser would, keeping its cookies, until it sends the
 * browser to another origin (Facet's callback): answers that address.
 */
export async function followProvider(start: string): Promise<URL> {
  const jar = new Map<string, string>();
  let address = new URL(start);
  const origin = address.origin;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(address, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider answered ${response.status} without a redirect`);
    address = new URL(location, address);
    if (address.origin !== origin) return address;
  }
  throw new Error('The provider redirected too many times');
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * Catches the token endpoint's JSON answer as it is sent and replaces its ID token by one with the
 * rewritten claims, signed RS256 with the provider's key (the signature stays valid, so only the
 * claims' checks can refuse it).
 */
function rewriteIdTokenOf(
  response: ServerResponse,
  signingKey: JsonWebKey,
  rewrite: (claims: Record<string, unknown>) => Record<string, unknown>,
): void {
  const end = response.end.bind(response) as (body?: unknown) => ServerResponse;
  response.end = ((body?: unknown) => {
    const answer = JSON.parse(String(body)) as { id_token?: string };
    if (answer.id_token) {
      const [header, claims] = answer.id_token.split('.');
      const rewritten = base64url(
        JSON.stringify(rewrite(JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')))),
      );
      const signature = sign('sha256', Buffer.from(`${header}.${rewritten}`), {
        key: createPrivateKey({ key: signingKey, format: 'jwk' }),
      });
      answer.id_token = `${header}.${rewritten}.${base64url(signature)}`;
    }
    const text = JSON.stringify(answer);
    response.setHeader('content-length', Buffer.byteLength(text));
    return end(text);
  }) as ServerResponse['end'];
}
