import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { vetHost, pinnedLookup, type AddressPolicy } from './public-addresses';

/**
 * Opens each connection only after `vetHost` passed its host, and to the very address it vetted:
 * a connector of its own per connection, since the pinned address is that connection's.
 */
function vettingConnector(policy: AddressPolicy): buildConnector.connector {
  return (options, callback) => {
    vetHost(options.hostname, policy).then(
      (vetted) => buildConnector({ lookup: pinnedLookup(vetted) })(options, callback),
      (refusal: Error) => callback(refusal, null),
    );
  };
}

/**
 * A Fetch API whose connections go only where the policy allows (public addresses, in
 * production), for requests to a server someone else names: single sign-on's identity
 * providers (D99). Redirects are the caller's (openid-client never follows them); each new
 * connection, a redirect's included, is vetted again.
 */
export function publicOnlyFetch(policy: AddressPolicy): typeof fetch {
  const dispatcher = new Agent({ connect: vettingConnector(policy) });
  // The same Fetch API, but declared by undici 8's own types, which differ from @types/node's.
  return (input, init) =>
    undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
    }) as unknown as Promise<Response>;
}
