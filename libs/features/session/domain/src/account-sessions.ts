import { z } from 'zod';

/**
 * A person's sessions as /account lists them (issue 40 part 3, docs/decisions.md D97). A session
 * is a refresh-token family: one sign-in on one browser, from its first use to its newest.
 */
export interface AccountSession {
  /** The family's id: it names the session, and opens nothing. */
  id: string;
  /** Named by the browser's user agent; null when it named none we know. */
  browser: string | null;
  operatingSystem: string | null;
  /** The network of the address last used (IPv4 /24, IPv6 /48), never the address itself. */
  network: string | null;
  firstUsedAt: string;
  lastUsedAt: string;
  /** The session of the browser that asked. */
  isCurrent: boolean;
}

export interface AccountSessionsAnswer {
  sessions: AccountSession[];
}

/**
 * Ending a session ends every access token issued to the person until then, as logout does, so
 * the session that asked goes on with this one.
 */
export interface EndSessionsAnswer {
  token: string;
}

export const accountSessionIdParamsSchema = z.object({ id: z.uuid() });
