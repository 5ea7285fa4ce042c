import { defineProblems } from '@facet/platform-kernel';

/** Why a call on groups is refused; the web says each in the person's language. */
export const groupsProblems = defineProblems('groups', {
  notFound: { status: 404, message: 'This group does not exist in your company.' },
  nameInUse: { status: 409, message: 'A group with this name already exists.' },
  profileNotFound: { status: 404, message: 'This profile does not exist in your company.' },
  alreadyMember: { status: 400, message: 'This person is already in the group.' },
  notMember: { status: 400, message: 'This person is not in the group.' },
  notEnoughLicences: {
    status: 402,
    message: ({ available, needed }: { available: number; needed: number }) =>
      `Your company has ${available} licences left; this group needs ${needed}.`,
  },
});
