import { clientAddress } from '@facet/platform-http';
import type { Request } from '@hapi/hapi';
import Bowser from 'bowser';
import { isIPv4, isIPv6 } from 'node:net';

/** What a refresh token records of the request that got it (docs/decisions.md D97). */
export interface SessionDevice {
  browser: string | null;
  operating_system: string | null;
  network: string | null;
}

/** A user agent longer than any browser sends is read no further: its tail names nothing. */
const userAgentReadLength = 512;

function ipv4Network(address: string): string {
  const [a, b, c] = address.split('.');
  return `${a}.${b}.${c}.0/24`;
}

/** The eight 16-bit groups of an IPv6 address, a trailing dotted IPv4 part included. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const headGroups = parse(head);
  const tailGroups = tail === undefined ? [] : parse(tail);
  const zeros = Array<number>(8 - headGroups.length - tailGroups.length).fill(0);
  return [...headGroups, ...zeros, ...tailGroups];
}

/**
 * The network an address belongs to: its /24 for IPv4, its /48 for IPv6 (what one site is
 * usually given). The address itself is never stored: the network tells a person their office or
 * home provider from a stranger's, and points at no single household. Null for anything else.
 */
export function networkOf(address: string): string | null {
  const bare = address.split('%')[0] ?? '';
  if (isIPv4(bare)) return ipv4Network(bare);
  if (!isIPv6(bare)) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped) return ipv4Network(mapped);
  const [a = 0, b = 0, c = 0] = ipv6Groups(bare);
  return `${[a, b, c].map((group) => group.toString(16)).join(':')}::/48`;
}

/** The browser and operating system a user agent names, each null when it names none we know. */
export function deviceOfUserAgent(
  userAgent: string | undefined,
): Pick<SessionDevice, 'browser' | 'operating_system'> {
  if (!userAgent) return { browser: null, operating_system: null };
  const parsed = Bowser.parse(userAgent.slice(0, userAgentReadLength));
  return { browser: parsed.browser.name || null, operating_system: parsed.os.name || null };
}

export function sessionDeviceOf(request: Request): SessionDevice {
  const userAgent: unknown = request.headers['user-agent'];
  return {
    ...deviceOfUserAgent(typeof userAgent === 'string' ? userAgent : undefined),
    network: networkOf(clientAddress(request)),
  };
}
