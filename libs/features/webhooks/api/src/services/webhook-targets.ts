import { lookup } from 'node:dns/promises';
import { webhookTargetRefusals, type WebhookTargetRefusal } from '@facet/webhooks-domain';
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

/** Where webhooks may go; `allowPrivate` is the development and test setting (D42). */
export interface TargetPolicy {
  resolve: HostResolver;
  allowPrivate: boolean;
}

/**
 * A target the policy refuses: its cause as a problem the screen translates, and a reason in
 * English fit for the delivery log.
 */
export class RefusedTarget extends Error {
  override readonly name = 'RefusedTarget';

  constructor(
    readonly refusal: WebhookTargetRefusal,
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

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** The scheme check, which needs no DNS: https only, http too when private targets are on. */
export function refusalOfScheme(url: URL, policy: Pick<TargetPolicy, 'allowPrivate'>) {
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && policy.allowPrivate) return undefined;
  return 'The address must start with https://.';
}

/**
 * The address a request to `url` may connect to: every address the host resolves to must be
 * public, so a name that answers a private address among public ones is refused too. The caller
 * connects to exactly the address answered (DNS rebinding cannot swap it after this check).
 */
export async function vetTarget(url: URL, policy: TargetPolicy): Promise<ResolvedAddress> {
  const schemeRefusal = refusalOfScheme(url, policy);
  if (schemeRefusal) throw new RefusedTarget(webhookTargetRefusals.scheme, schemeRefusal);
  const host = hostOf(url);
  let addresses: ResolvedAddress[];
  if (isAddressLiteral(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      throw new RefusedTarget(
        webhookTargetRefusals.unresolved,
        `The host ${host} could not be resolved.`,
      );
    }
  }
  const [first] = addresses;
  if (!first) {
    throw new RefusedTarget(webhookTargetRefusals.noAddress, `The host ${host} has no address.`);
  }
  if (!policy.allowPrivate) {
    const notPublic = addresses.find(({ address }) => !isPublicAddress(address));
    if (notPublic) {
      throw new RefusedTarget(
        webhookTargetRefusals.notPublic,
        `The host ${host} resolves to ${notPublic.address}, which is not a public address.`,
      );
    }
  }
  return first;
}
