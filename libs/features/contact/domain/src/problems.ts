import { defineProblems } from '@facet/platform-kernel';

/** Why a contact request is refused, each repeat rule with its own status (spec/api.md §11). */
export const contactProblems = defineProblems('contact', {
  alreadyPending: {
    status: 409,
    message: 'You already have a pending request; we will answer it soon.',
  },
  underReview: { status: 406, message: 'Your earlier request is under review.' },
  recentlyContacted: { status: 423, message: 'We have already contacted you about your request.' },
  notFound: { status: 404, message: 'This contact request does not exist.' },
});
