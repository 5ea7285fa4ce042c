import { defineProblems } from '@facet/platform-kernel';
import { minimumPeopleShown } from './team-view';

/** Why a team view or comparison cannot be shown without revealing someone's own scores. */
export const teamInsightProblems = defineProblems('team_insight', {
  noOneCounted: {
    status: 422,
    message:
      'No one in this team has a counted result yet, so the team view has no scores to print.',
  },
  tooFewPeople: {
    status: 422,
    message: `A team view shows scores only for at least ${minimumPeopleShown} people with a counted result, so that no one's own scores can be read from it.`,
  },
  groupsTooAlike: {
    status: 422,
    message: `These two groups differ by fewer than ${minimumPeopleShown} people with a counted result; comparing them would reveal those people's own scores.`,
  },
});
