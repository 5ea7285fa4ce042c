import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import {
  ipv4SpecialPurposeBlocks,
  ipv6GlobalUnicastBlock,
  ipv6SpecialPurposeBlocks,
  type SpecialPurposeBlock,
} from './special-purpose-addresses';

/** One address a host name resolves to, as `dns.lookup` answers. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has; tests pass their own to play DNS. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * Where the server's own requests to an address someone typed may go (webhooks' receivers,
 * single sign-on's providers); `allowPrivate` is the development and test setting (D42, D99).
 */
export interface AddressPolicy {
  resolve: HostResolver;
  allowPrivate: boolean;
}

/** Why a host was refused; each caller words it as its own problem. */
export type HostRefusalReason = 'unresolved' | 'noAddress' | 'notPublic';

/** A host the policy refuses, with a reason in English fit for a log. */
export class RefusedHost extends Error {
  override readonly name = 'RefusedHost';

  constructor(
    readonly reason: HostRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

const parsedBlocks = (blocks: readonly SpecialPurposeBlock[]) =>
  blocks.map(({ block }) => ipaddr.parseCIDR(block));
const specialPurposeBlocks = {
  ipv4: parsedBlocks(ipv4SpecialPurposeBlocks),
  ipv6: parsedBlocks(ipv6SpecialPurposeBlocks),
};
const globalUnicast = ipaddr.parseCIDR(ipv6GlobalUnicastBlock);

/**
 * An IP address as DNS answers and URLs carry it: IPv6, or IPv4 as four decimal parts. ipaddr.js
 * alone also reads the old short and octal forms (`1.2.3`, `0x7f.1`), which name other addresses
 * than they seem to.
 */
function isAddressLiteral(text: string): boolean {
  return ipaddr.IPv6.isValid(text) || ipaddr.IPv4.isValidFourPartDecimal(text);
}

/**
 * Whether an address is on the public internet, after an IPv4-mapped IPv6 address is read as the
 * IPv4 it maps. Two maintained lists must both agree: ipaddr.js's `range()` must say `unicast`,
 * and the address must lie in no block of IANA's special-purpose registries and, for IPv6, in
 * the global unicast space (./special-purpose-addresses). Everything else (private, loopback,
 * link-local, unique-local, carrier-grade NAT, multicast, unspecified, reserved, NAT64, 6to4,
 * Teredo, IPv4-compatible ::/96, documentation) could reach our own network or nobody's.
 */
export function isPublicAddress(address: string): boolean {
  if (!isAddressLiteral(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  if (parsed.kind() === 'ipv4') {
    return !specialPurposeBlocks.ipv4.some((block) => parsed.match(block));
  }
  return (
    parsed.match(globalUnicast) && !specialPurposeBlocks.ipv6.some((block) => parsed.match(block))
  );
}

/** A URL's host as DNS and sockets take it: an IPv6 literal without its brackets. */
export function bareHost(hostname: string): string {
  return hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The address a connection to `hostname` may go to: every address the host resolves to must be
 * public, so a name that answers a private address among public ones is refused too. The caller
 * connects to exactly the address answered (`pinnedLookup`), so DNS rebinding cannot swap it
 * after this check.
 */
export async function vetHost(hostname: string, policy: AddressPolicy): Promise<ResolvedAddress> {
  const host = bareHost(hostname);
  let addresses: ResolvedAddress[];
  if (isAddressLiteral(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      throw new RefusedHost('unresolved', `The host ${host} could not be resolved.`);
    }
  }
  const [first] = addresses;
  if (!first) throw new RefusedHost('noAddress', `The host ${host} has no address.`);
  if (!policy.allowPrivate) {
    const notPublic = addresses.find(({ address }) => !isPublicAddress(address));
    if (notPublic) {
      throw new RefusedHost(
        'notPublic',
        `The host ${host} resolves to ${notPublic.address}, which is not a public address.`,
      );
    }
  }
  return first;
}

/**
 * A `lookup` that answers only the address already vetted, so the socket connects exactly there
 * whatever DNS says by now; the request keeps the host name for TLS (SNI, certificate) and Host.
 */
export function pinnedLookup(vetted: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      callback(null, [{ address: vetted.address, family: vetted.family }]);
    } else {
      callback(null, vetted.address, vetted.family);
    }
  };
}
