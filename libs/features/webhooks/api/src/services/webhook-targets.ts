import {
  RefusedHost,
  vetHost,
  type AddressPolicy,
  type ResolvedAddress,
} from '@facet/platform-http';
import { webhookTargetRefusals, type WebhookTargetRefusal } from '@facet/webhooks-domain';

/**
 * A target the policy refuses: its cause as a problem the screen translates, and a reason in
 * English fit for the delivery log.
 */
export class RefusedTarget extends Error {
  override readonly name = 'RefusedTarget';

  constructor(
    readonly refusal: WebhookTargetRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** The scheme check, which needs no DNS: https only, http too when private targets are on. */
export function refusalOfScheme(url: URL, policy: Pick<AddressPolicy, 'allowPrivate'>) {
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && policy.allowPrivate) return undefined;
  return 'The address must start with https://.';
}

/**
 * The address a delivery to `url` may connect to: its scheme, then platform http's `vetHost`
 * (every address the host resolves to public), its refusals worded as webhooks' problems.
 */
export async function vetTarget(url: URL, policy: AddressPolicy): Promise<ResolvedAddress> {
  const schemeRefusal = refusalOfScheme(url, policy);
  if (schemeRefusal) throw new RefusedTarget(webhookTargetRefusals.scheme, schemeRefusal);
  try {
    return await vetHost(url.hostname, policy);
  } catch (error) {
    if (error instanceof RefusedHost) {
      throw new RefusedTarget(webhookTargetRefusals[error.reason], error.message);
    }
    throw error;
  }
}
