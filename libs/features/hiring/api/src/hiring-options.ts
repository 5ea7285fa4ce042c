import type { RateLimit } from '@facet/platform-http';
import type { HiringPorts } from './hiring-ports';

/** What limits the public calls of a position link, per visitor address and per address mailed. */
export interface HiringRateLimits {
  /** Sign-ups from one network address (each sends a mail). */
  registrationsPerAddress: RateLimit;
  /** Sign-ups for one e-mail address: a person needs one or two, more fills their inbox. */
  registrationsPerEmail: RateLimit;
  /** Page views and confirmations from one address: stops a script guessing tokens. */
  linkReadsPerAddress: RateLimit;
}

/**
 * A job advert brings a burst of visitors, often several behind one office or campus address:
 * 30 sign-ups in 15 minutes per address lets them through, while a script filling inboxes stops;
 * 3 an hour per e-mail covers a retyped form. 120 reads or confirmations in 15 minutes per address
 * is far more than people click and far fewer than guessing a 256-bit token would need.
 */
export const defaultHiringRateLimits: HiringRateLimits = {
  registrationsPerAddress: { attempts: 30, windowSeconds: 15 * 60 },
  registrationsPerEmail: { attempts: 3, windowSeconds: 60 * 60 },
  linkReadsPerAddress: { attempts: 120, windowSeconds: 15 * 60 },
};

export interface HiringPluginOptions extends HiringPorts {
  /** The address people reach the product at, for the mailed links and the QR codes. */
  publicUrl?: string;
  rateLimits?: Partial<HiringRateLimits>;
}

export interface HiringSettings {
  ports: HiringPorts;
  publicUrl: string;
  rateLimits: HiringRateLimits;
}

export function hiringSettingsFrom(options: HiringPluginOptions): HiringSettings {
  const { publicUrl, rateLimits, ...ports } = options;
  return {
    ports,
    publicUrl: publicUrl ?? 'http://localhost:3000',
    rateLimits: { ...defaultHiringRateLimits, ...rateLimits },
  };
}
