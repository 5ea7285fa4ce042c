import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software for the tests (D100): a P-256 key made with node:crypto,
 * a `none` attestation for registration and ES256 assertions, built as a browser and an
 * authenticator build them (WebAuthn Level 3 §6.1, §6.5; CBOR by @simplewebauthn's helpers).
 */
export interface SoftwarePasskey {
  credentialId: string;
  privateKey: KeyObject;
  /** The user handle the authenticator keeps, as the registration's options named it. */
  userHandle: string;
  rpId: string;
  counter: number;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const base64Url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

/** User present, user verified; with attested credential data for a registration. */
const flags = { userPresent: 0x01, userVerified: 0x04, attestedCredentialData: 0x40 };

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** The COSE form of the P-256 public key (RFC 9053: kty EC2, alg ES256, crv P-256, x, y). */
function cosePublicKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
}

interface RegistrationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

/**
 * Makes a new credential for the registration `options` and answers the passkey and the
 * RegistrationResponseJSON a browser would send from `origin`.
 */
export function createPasskey(options: RegistrationOptions, origin: string) {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  const rpId = options.rp.id!;
  const credentialIdLength = Buffer.alloc(2);
  credentialIdLength.writeUInt16BE(credentialId.length);
  const authenticatorData = Buffer.concat([
    sha256(rpId),
    Buffer.from([flags.userPresent | flags.userVerified | flags.attestedCredentialData]),
    counterBytes(0),
    Buffer.alloc(16),
    credentialIdLength,
    credentialId,
    cosePublicKey(publicKey),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Uint8Array | Map<string, string>>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', authenticatorData],
    ]),
  );
  const passkey: SoftwarePasskey = {
    credentialId: base64Url(credentialId),
    privateKey,
    userHandle: options.user.id,
    rpId,
    counter: 0,
  };
  const response = {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: 'public-key' as const,
    clientExtensionResults: {},
    response: {
      clientDataJSON: base64Url(clientData('webauthn.create', options.challenge, origin)),
      attestationObject: base64Url(attestationObject),
      transports: ['internal'],
    },
  };
  return { passkey, response };
}

/**
 * Signs `challenge` as the authenticator would for a sign-in from `origin`: the counter grows by
 * one unless `counter` says what to send.
 */
export function assertPasskey(
  passkey: SoftwarePasskey,
  challenge: string,
  origin: string,
  counter = passkey.counter + 1,
) {
  passkey.counter = counter;
  const authenticatorData = Buffer.concat([
    sha256(passkey.rpId),
    Buffer.from([flags.userPresent | flags.userVerified]),
    counterBytes(counter),
  ]);
  const clientDataJSON = clientData('webauthn.get', challenge, origin);
  const signature = sign(
    'sha256',
    Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
    passkey.privateKey,
  );
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: 'public-key' as const,
    clientExtensionResults: {},
    response: {
      clientDataJSON: base64Url(clientDataJSON),
      authenticatorData: base64Url(authenticatorData),
      signature: base64Url(signature),
      userHandle: passkey.userHandle,
    },
  };
}
