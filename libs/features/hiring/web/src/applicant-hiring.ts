import { actingAsMember } from '@facet/platform-api-client';
import { useHireApplicationMutation } from './hiring-endpoints';
import { myApplicationsProblemMessages } from './my-applications-messages';

/** Hires an application of the signed-in manager's company, by its id. */
function useHireApplication() {
  const [trigger, state] = useHireApplicationMutation();
  return [(id: number) => trigger({ id, acting: actingAsMember }), state] as const;
}

/**
 * "Mark as hired" for the ranking of a position (D94), which the app hands to profiles' routes:
 * the ranking lists the applicants, hiring owns the hire, and neither web lib imports the other.
 */
export const applicantHiring = {
  useHireApplication,
  problemMessages: myApplicationsProblemMessages,
};
