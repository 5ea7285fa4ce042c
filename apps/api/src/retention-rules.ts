import { contactRetentionRules } from '@facet/contact-api';
import { dataRightsRetentionRules } from '@facet/data-rights-api';
import type { RetentionRule } from '@facet/platform-db';
import { rateLimitRetentionRules } from '@facet/platform-http';
import { mailRetentionRules } from '@facet/platform-mail';
import { sessionRetentionRules } from '@facet/session-api';

/** Every feature's records kept only for a while (the privacy policy's "how long"). */
export const retentionRules: readonly RetentionRule[] = [
  ...sessionRetentionRules,
  ...rateLimitRetentionRules,
  ...contactRetentionRules,
  ...dataRightsRetentionRules,
  ...mailRetentionRules,
];
