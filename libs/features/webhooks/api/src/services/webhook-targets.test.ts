import type { AddressPolicy, HostResolver, ResolvedAddress } from '@facet/platform-http';
import { describe, expect, it } from 'vitest';
import { refusalOfScheme, RefusedTarget, vetTarget } from './webhook-targets';

const publicV4: ResolvedAddress = { address: '93.184.215.14', family: 4 };
const publicV6: ResolvedAddress = { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 };

/** A DNS answering from a table and remembering what it was asked. */
function tableDns(answers: Record<string, ResolvedAddress[]>) {
  const asked: string[] = [];
  const resolve: HostResolver = (hostname) => {
    asked.push(hostname);
    const found = answers[hostname];
    return found ? Promise.resolve(found) : Promise.reject(new Error('ENOTFOUND'));
  };
  return { resolve, asked };
}

const strict = (resolve: HostResolver) => ({ allowPrivate: false, resolve });

async function refusalOf(url: string, policy: AddressPolicy) {
  try {
    await vetTarget(new URL(url), policy);
  } catch (error) {
    if (error instanceof RefusedTarget) return error.message;
    throw error;
  }
  return undefined;
}

describe('refusalOfScheme', () => {
  it('accepts https always and http only when private targets are allowed', () => {
    const https = new URL('https://hooks.example.com/');
    const http = new URL('http://hooks.example.com/');
    expect(refusalOfScheme(https, { allowPrivate: false })).toBeUndefined();
    expect(refusalOfScheme(http, { allowPrivate: false })).toBe(
      'The address must start with https://.',
    );
    expect(refusalOfScheme(http, { allowPrivate: true })).toBeUndefined();
  });

  it('refuses any other scheme even when private targets are allowed', () => {
    for (const url of [
      'ftp://hooks.example.com/',
      'file:///etc/passwd',
      'ws://hooks.example.com',
    ]) {
      expect(refusalOfScheme(new URL(url), { allowPrivate: true }), url).toMatch(/https/);
    }
  });
});

describe('vetTarget', () => {
  it('answers the first address of a public host, asking the DNS for its name', async () => {
    const dns = tableDns({ 'hooks.example.com': [publicV4, publicV6] });
    expect(
      await vetTarget(new URL('https://hooks.example.com:8443/in'), strict(dns.resolve)),
    ).toEqual(publicV4);
    expect(dns.asked).toEqual(['hooks.example.com']);
  });

  it('takes an address literal as it is, IPv6 without its brackets, without asking the DNS', async () => {
    const dns = tableDns({});
    expect(await vetTarget(new URL(`https://${publicV4.address}/`), strict(dns.resolve))).toEqual(
      publicV4,
    );
    expect(await vetTarget(new URL(`https://[${publicV6.address}]/`), strict(dns.resolve))).toEqual(
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
    );
    expect(dns.asked).toEqual([]);
  });

  it('refuses the scheme before asking the DNS anything', async () => {
    const dns = tableDns({ 'hooks.example.com': [publicV4] });
    expect(await refusalOf('http://hooks.example.com/', strict(dns.resolve))).toBe(
      'The address must start with https://.',
    );
    expect(dns.asked).toEqual([]);
  });

  it('says why a host is refused: unknown, without addresses, or with a private one', async () => {
    const dns = tableDns({
      'empty.example.com': [],
      'private-last.example.com': [publicV4, publicV6, { address: 'fd00::5', family: 6 }],
    });
    expect(await refusalOf('https://nowhere.example.com/', strict(dns.resolve))).toBe(
      'The host nowhere.example.com could not be resolved.',
    );
    expect(await refusalOf('https://empty.example.com/', strict(dns.resolve))).toBe(
      'The host empty.example.com has no address.',
    );
    expect(await refusalOf('https://private-last.example.com/', strict(dns.resolve))).toBe(
      'The host private-last.example.com resolves to fd00::5, which is not a public address.',
    );
  });

  it('refuses loopback written as a number, in hex or in octal, as the URL reads it', async () => {
    const dns = tableDns({});
    for (const url of ['https://2130706433/', 'https://0x7f.1/', 'https://0177.0.0.1/']) {
      expect(await refusalOf(url, strict(dns.resolve)), url).toBe(
        'The host 127.0.0.1 resolves to 127.0.0.1, which is not a public address.',
      );
    }
    expect(dns.asked).toEqual([]);
  });

  it('lets private addresses and http through when private targets are allowed', async () => {
    const loopback: ResolvedAddress = { address: '127.0.0.1', family: 4 };
    const dns = tableDns({ 'receiver.test': [loopback] });
    const relaxed = { allowPrivate: true, resolve: dns.resolve };
    expect(await vetTarget(new URL('http://receiver.test:8080/hook'), relaxed)).toEqual(loopback);
    expect(await vetTarget(new URL('http://[::1]:8080/hook'), relaxed)).toEqual({
      address: '::1',
      family: 6,
    });
    // Even then, a host that does not resolve has nowhere to go.
    expect(await refusalOf('http://unknown.test/', relaxed)).toMatch(/could not be resolved/);
  });
});
