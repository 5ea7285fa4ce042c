/**
 * IANA's address registries as data, read on 2026-11-29: the IPv4 and IPv6 Special-Purpose
 * Address Registries (RFC 6890; iana-ipv4-special-registry, iana-ipv6-special-registry) and, from
 * the IPv6 Address Space registry, the one block allocated to global unicast. Update by copying
 * the registries' "Address Block" column; `isPublicAddress` refuses every block listed here,
 * whatever its "Globally Reachable" column says: no webhook receiver or identity provider lives at an anycast relay,
 * a benchmarking net or a documentation prefix.
 */
export interface SpecialPurposeBlock {
  block: string;
  name: string;
  rfc: string;
}

export const ipv4SpecialPurposeBlocks: readonly SpecialPurposeBlock[] = [
  { block: '0.0.0.0/8', name: 'This network', rfc: 'RFC 791' },
  { block: '0.0.0.0/32', name: 'This host on this network', rfc: 'RFC 1122' },
  { block: '10.0.0.0/8', name: 'Private-Use', rfc: 'RFC 1918' },
  { block: '100.64.0.0/10', name: 'Shared Address Space', rfc: 'RFC 6598' },
  { block: '127.0.0.0/8', name: 'Loopback', rfc: 'RFC 1122' },
  { block: '169.254.0.0/16', name: 'Link Local', rfc: 'RFC 3927' },
  { block: '172.16.0.0/12', name: 'Private-Use', rfc: 'RFC 1918' },
  { block: '192.0.0.0/24', name: 'IETF Protocol Assignments', rfc: 'RFC 6890' },
  { block: '192.0.0.0/29', name: 'IPv4 Service Continuity Prefix', rfc: 'RFC 7335' },
  { block: '192.0.0.8/32', name: 'IPv4 dummy address', rfc: 'RFC 7600' },
  { block: '192.0.0.9/32', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723' },
  { block: '192.0.0.10/32', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155' },
  { block: '192.0.0.170/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880' },
  { block: '192.0.0.171/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880' },
  { block: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737' },
  { block: '192.31.196.0/24', name: 'AS112-v4', rfc: 'RFC 7535' },
  { block: '192.52.193.0/24', name: 'AMT', rfc: 'RFC 7450' },
  { block: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)', rfc: 'RFC 7526' },
  { block: '192.168.0.0/16', name: 'Private-Use', rfc: 'RFC 1918' },
  { block: '192.175.48.0/24', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534' },
  { block: '198.18.0.0/15', name: 'Benchmarking', rfc: 'RFC 2544' },
  { block: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737' },
  { block: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737' },
  { block: '240.0.0.0/4', name: 'Reserved', rfc: 'RFC 1112' },
  { block: '255.255.255.255/32', name: 'Limited Broadcast', rfc: 'RFC 8190' },
];

export const ipv6SpecialPurposeBlocks: readonly SpecialPurposeBlock[] = [
  { block: '::1/128', name: 'Loopback Address', rfc: 'RFC 4291' },
  { block: '::/128', name: 'Unspecified Address', rfc: 'RFC 4291' },
  { block: '::ffff:0:0/96', name: 'IPv4-mapped Address', rfc: 'RFC 4291' },
  { block: '64:ff9b::/96', name: 'IPv4-IPv6 Translat.', rfc: 'RFC 6052' },
  { block: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translat.', rfc: 'RFC 8215' },
  { block: '100::/64', name: 'Discard-Only Address Block', rfc: 'RFC 6666' },
  { block: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix', rfc: 'RFC 9780' },
  { block: '2001::/23', name: 'IETF Protocol Assignments', rfc: 'RFC 2928' },
  { block: '2001::/32', name: 'TEREDO', rfc: 'RFC 4380' },
  { block: '2001:1::1/128', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723' },
  { block: '2001:1::2/128', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155' },
  { block: '2001:1::3/128', name: 'DNS-SD Service Registration Protocol Anycast', rfc: 'RFC 9665' },
  { block: '2001:2::/48', name: 'Benchmarking', rfc: 'RFC 5180' },
  { block: '2001:3::/32', name: 'AMT', rfc: 'RFC 7450' },
  { block: '2001:4:112::/48', name: 'AS112-v6', rfc: 'RFC 7535' },
  { block: '2001:10::/28', name: 'Deprecated (previously ORCHID)', rfc: 'RFC 4843' },
  { block: '2001:20::/28', name: 'ORCHIDv2', rfc: 'RFC 7343' },
  {
    block: '2001:30::/28',
    name: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix',
    rfc: 'RFC 9374',
  },
  { block: '2001:db8::/32', name: 'Documentation', rfc: 'RFC 3849' },
  { block: '2002::/16', name: '6to4', rfc: 'RFC 3056' },
  { block: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534' },
  { block: '3fff::/20', name: 'Documentation', rfc: 'RFC 9637' },
  { block: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', rfc: 'RFC 9602' },
  { block: 'fc00::/7', name: 'Unique-Local', rfc: 'RFC 4193' },
  { block: 'fe80::/10', name: 'Link-Local Unicast', rfc: 'RFC 4291' },
];

/**
 * The IPv6 Address Space registry allocates only 2000::/3 to global unicast; the rest is
 * reserved by the IETF, multicast or local, including the deprecated IPv4-compatible ::/96
 * (RFC 4291 §2.5.5.1) that neither the special-purpose registry nor ipaddr.js names.
 */
export const ipv6GlobalUnicastBlock = '2000::/3';
