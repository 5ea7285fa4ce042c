import { defineProblems } from '@facet/platform-kernel';

/** The English reason for a refused address, naming the host, as the delivery log keeps it too. */
type RefusalReason = { reason: string };
const reasonOf = ({ reason }: RefusalReason) => reason;

/**
 * Why a call on webhook endpoints is refused. An address is refused for one of four causes, each
 * with its own code, so that the screen names the real cause in the person's language: a host
 * that does not resolve is not a scheme error.
 */
export const webhookProblems = defineProblems('webhook', {
  endpointNotFound: { status: 404, message: 'This webhook endpoint does not exist.' },
  endpointDisabled: {
    status: 409,
    message: 'This endpoint is disabled: enable it to send a test event.',
  },
  schemeNotAllowed: { status: 422, message: reasonOf },
  hostUnresolved: { status: 422, message: reasonOf },
  hostWithoutAddress: { status: 422, message: reasonOf },
  addressNotPublic: { status: 422, message: reasonOf },
});
