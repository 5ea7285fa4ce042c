import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-addresses';
import { ipv4SpecialPurposeBlocks, ipv6SpecialPurposeBlocks } from './special-purpose-addresses';

const publicV4 = { address: '93.184.215.14', family: 4 };
const publicV6 = { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 };

describe('isPublicAddress', () => {
  it('refuses the first address of every block in the IANA special-purpose registries', () => {
    for (const { block } of [...ipv4SpecialPurposeBlocks, ...ipv6SpecialPurposeBlocks]) {
      const [network] = ipaddr.parseCIDR(block);
      expect(isPublicAddress(network.toString()), block).toBe(false);
    }
  });

  it('refuses what is not an address at all', () => {
    for (const text of ['', 'localhost', 'hooks.example.com', '256.1.1.1', 'fe80::1::2']) {
      expect(isPublicAddress(text), text).toBe(false);
    }
  });

  it('accepts ordinary public unicast addresses, and reads mapped IPv4 as the IPv4 it maps', () => {
    for (const address of ['1.1.1.1', '8.8.4.4', '151.101.1.69', publicV4.address]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    expect(isPublicAddress(publicV6.address)).toBe(true);
    expect(isPublicAddress('2a00:1450:4001:80e::200e')).toBe(true);
    expect(isPublicAddress(`::ffff:${publicV4.address}`)).toBe(true);
    expect(isPublicAddress('::ffff:192.168.0.1')).toBe(false);
  });

  it('refuses the neighbours just inside a private block but not those just outside it', () => {
    expect(isPublicAddress('172.15.255.255')).toBe(true);
    expect(isPublicAddress('172.16.0.0')).toBe(false);
    expect(isPublicAddress('172.31.255.255')).toBe(false);
    expect(isPublicAddress('172.32.0.0')).toBe(true);
    expect(isPublicAddress('100.63.255.255')).toBe(true);
    expect(isPublicAddress('100.127.255.255')).toBe(false);
    expect(isPublicAddress('100.128.0.0')).toBe(true);
  });
});
