import type { TableOf } from '@facet/platform-db';

/** One key's attempts in its fixed window (rate-limits.ts). */
export interface RateLimitRow {
  key: string;
  hits: number;
  window_started_at: Date;
  window_ends_at: Date;
}

/** The rate limits' table for knex (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    rate_limits: TableOf<RateLimitRow>;
  }
}
