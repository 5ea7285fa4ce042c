import { describe, expect, it } from 'vitest';
import { deviceOfUserAgent, networkOf } from '../src/auth/session-device';

describe('what a session records of its request (D97)', () => {
  it('keeps the network of an address, never the address', () => {
    expect(networkOf('198.51.100.23')).toBe('198.51.100.0/24');
    expect(networkOf('::ffff:198.51.100.23')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:abcd:12:34:56:78:9a')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
    expect(networkOf('not an address')).toBeNull();
  });

  it('names the browser and operating system, or nothing', () => {
    expect(
      deviceOfUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', operating_system: 'iOS' });
    expect(deviceOfUserAgent(undefined)).toEqual({ browser: null, operating_system: null });
    expect(deviceOfUserAgent('curl/8.5.0')).toEqual({ browser: null, operating_system: null });
  });
});
