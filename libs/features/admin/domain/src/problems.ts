import { defineProblems } from '@facet/platform-kernel';
import { maximumLicences } from './licence-rules';

/** Why a back-office call is refused; the admin screens say each in the administrator's language. */
export const adminProblems = defineProblems('admin', {
  userNotFound: { status: 404, message: 'This user does not exist.' },
  noUserWithEmail: { status: 404, message: 'No user uses this e-mail address.' },
  tooManyLicences: {
    status: 422,
    message: `A company can hold at most ${maximumLicences} licences.`,
  },
  tooFewLicences: { status: 422, message: 'The company holds fewer licences than that.' },
  adminEmailInUse: {
    status: 409,
    message: 'A platform administrator already uses this e-mail address.',
  },
  adminNotFound: { status: 404, message: 'This platform administrator does not exist.' },
  onlyAdmin: { status: 409, message: 'The only platform administrator cannot be deleted.' },
  companyNameInUse: { status: 409, message: 'A company already uses this name.' },
  companyEmailInUse: { status: 409, message: 'A company already uses this e-mail address.' },
  companyNameOrEmailInUse: {
    status: 409,
    message: 'A company already uses this name or e-mail address.',
  },
  noAdministratorAccount: {
    status: 404,
    message: 'No user uses the administrator e-mail address.',
  },
  administersAnotherCompany: {
    status: 422,
    message: 'This person already administers another company.',
  },
  noCompanyWithEmail: { status: 404, message: 'No company uses this e-mail address.' },
});
