import type { TotpEnrolment } from '@facet/session-domain';

/** A 1×1 white PNG standing in for the QR code the API draws. */
const blankPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

export const sampleEnrolment: TotpEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Facet:erin%40acme.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Facet',
  qrCode: blankPng,
};

export const sampleRecoveryCodes = [
  'abcd-efgh-ijkl-mnop',
  'qrst-uvwx-yz23-4567',
  'bcde-fghi-jklm-nopq',
  'rstu-vwxy-z234-5672',
  'cdef-ghij-klmn-opqr',
  'stuv-wxyz-2345-6723',
  'defg-hijk-lmno-pqrs',
  'tuvw-xyz2-3456-7234',
  'efgh-ijkl-mnop-qrst',
  'uvwx-yz23-4567-2345',
];
