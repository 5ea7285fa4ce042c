import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, secretHint, signatureOf, signedHeaders } from './webhook-signature';

/** The example of the Standard Webhooks specification, with the signature it publishes. */
const specification = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  message: {
    id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    timestamp: 1614265330,
    body: '{"test": 2432232314}',
  },
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

const secretOf = (byte: number) => `whsec_${Buffer.alloc(32, byte).toString('base64')}`;

/** A message signed now, so the reference library's five-minute tolerance accepts it. */
const freshMessage = (body: string) => ({
  id: 'msg_0123456789abcdef',
  timestamp: Math.floor(Date.now() / 1000),
  body,
});

describe('newWebhookSecret', () => {
  it('is whsec_ and 32 random bytes in base64, different every time', () => {
    const secrets = new Set(Array.from({ length: 20 }, () => newWebhookSecret()));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    }
  });

  it('is a secret the Standard Webhooks reference library accepts', () => {
    expect(() => new Webhook(newWebhookSecret())).not.toThrow();
  });
});

describe('secretHint', () => {
  it('shows only the last four characters', () => {
    expect(secretHint('whsec_abcdefghijklmnop')).toBe('…mnop');
    expect(secretHint(specification.secret)).toBe('…LaSw');
  });
});

describe('signatureOf', () => {
  it('gives the signature the specification publishes for its example', () => {
    expect(signatureOf(specification.secret, specification.message)).toBe(specification.signature);
  });

  it('changes with the id, the timestamp, the body and the secret', () => {
    const { message } = specification;
    const signatures = [
      signatureOf(specification.secret, message),
      signatureOf(specification.secret, { ...message, id: 'msg_other' }),
      signatureOf(specification.secret, { ...message, timestamp: message.timestamp + 1 }),
      signatureOf(specification.secret, { ...message, body: '{"test": 2432232315}' }),
      signatureOf(secretOf(1), message),
    ];
    expect(new Set(signatures).size).toBe(signatures.length);
  });
});

describe('signedHeaders', () => {
  it('carries the id, the timestamp and a signature the reference library verifies', () => {
    const secret = secretOf(9);
    const message = freshMessage('{"type":"ping","data":{}}');
    const headers = signedHeaders([secret], message);
    expect(headers).toEqual({
      'content-type': 'application/json',
      'webhook-id': message.id,
      'webhook-timestamp': String(message.timestamp),
      'webhook-signature': signatureOf(secret, message),
    });
    expect(new Webhook(secret).verify(message.body, headers)).toEqual({
      type: 'ping',
      data: {},
    });
  });

  it('signs with every secret still in use, each verifying on its own', () => {
    const [current, previous, stranger] = [secretOf(1), secretOf(2), secretOf(3)];
    const message = freshMessage('{"type":"result.ready"}');
    const headers = signedHeaders([current, previous], message);
    expect(headers['webhook-signature']!.split(' ')).toEqual([
      signatureOf(current, message),
      signatureOf(previous, message),
    ]);
    expect(() => new Webhook(current).verify(message.body, headers)).not.toThrow();
    expect(() => new Webhook(previous).verify(message.body, headers)).not.toThrow();
    expect(() => new Webhook(stranger).verify(message.body, headers)).toThrow();
  });

  it('does not verify once the body or the timestamp is changed in transit', () => {
    const secret = secretOf(4);
    const message = freshMessage('{"type":"employee.left"}');
    const headers = signedHeaders([secret], message);
    expect(() => new Webhook(secret).verify('{"type":"employee.joined"}', headers)).toThrow();
    const replayed = { ...headers, 'webhook-timestamp': String(message.timestamp - 1) };
    expect(() => new Webhook(secret).verify(message.body, replayed)).toThrow();
  });
});
