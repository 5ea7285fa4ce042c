import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * RFC 6238 as every authenticator app reads it (D98): SHA-1, 6 digits, 30-second steps, through
 * otplib. A code of the step before or after the server's is taken too, for clocks a little off.
 */
const periodSeconds = 30;
const toleranceSeconds = periodSeconds;

/** The name the person's app shows above the code. */
export const totpIssuer = 'Facet';

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base 32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The `otpauth://` address the QR code carries, labelled with the person's e-mail. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: totpIssuer, label: email, secret });
}

/** The QR code of the `otpauth://` address, as a PNG data URL the page shows as it is. */
export function totpQrCode(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/**
 * The time step of `code` when it is right for `secret` and later than `lastStep` (a code
 * already taken, or one of an earlier step, is refused: RFC 6238 §5.2); undefined otherwise.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: toleranceSeconds,
    ...(lastStep !== null && { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
