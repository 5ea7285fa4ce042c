import nodemailer, { type Transporter } from 'nodemailer';

/** A pooled nodemailer transport for `SMTP_URL`, with timeouts so no send hangs past its claim. */
export function createSmtpTransport(smtpUrl: string, concurrency: number): Transporter {
  const url = new URL(smtpUrl);
  // One pool of reused connections; settings already in SMTP_URL win over these defaults.
  const defaults = {
    pool: 'true',
    maxConnections: String(concurrency),
    connectionTimeout: '20000',
    greetingTimeout: '20000',
    socketTimeout: '60000',
  };
  for (const [name, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return nodemailer.createTransport(url.toString());
}
