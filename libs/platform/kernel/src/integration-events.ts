/**
 * What an integration (a company's webhook endpoint) can be told about (issue 23, D42). The
 * features write these where the change happens; the webhooks feature sends them.
 */
export const integrationEventTypes = [
  'invitation.accepted',
  'assessment.completed',
  'result.ready',
  'employee.left',
  /** A person who applied through a position link finished its assessment (D90). */
  'application.submitted',
] as const;

export type IntegrationEventType = (typeof integrationEventTypes)[number];
