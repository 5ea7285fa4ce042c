import { defineProblems } from '@facet/platform-kernel';

/**
 * Why a call on the person's own account is refused (spec/api.md §8). The 409 of the sole
 * administrator leaving is the company's last-administrator rule, declared there.
 */
export const accountProblems = defineProblems('account', {
  notAMember: { status: 400, message: 'You are not a member of any company.' },
});
