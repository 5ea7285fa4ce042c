import { positionLinkPath, type QrCodeFormat } from '@facet/hiring-domain';
import { buildLink } from '@facet/platform-mail';
import QRCode from 'qrcode';

/** A QR code of a position's public link, as a picture for job adverts and posters. */
export async function positionQrCode(
  publicUrl: string,
  token: string,
  format: QrCodeFormat,
): Promise<{ content: Buffer | string; type: string }> {
  const link = buildLink(publicUrl, positionLinkPath(token));
  // Quartile error correction survives a printed code being partly scuffed or covered.
  const options = { errorCorrectionLevel: 'Q', margin: 2 } as const;
  if (format === 'svg') {
    return {
      content: await QRCode.toString(link, { ...options, type: 'svg' }),
      type: 'image/svg+xml',
    };
  }
  return {
    content: await QRCode.toBuffer(link, { ...options, type: 'png', width: 1024 }),
    type: 'image/png',
  };
}
