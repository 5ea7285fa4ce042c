import { defineProblems } from '@facet/platform-kernel';

/** Why a data-rights call is refused; the web says each in the person's language. */
export const dataRightsProblems = defineProblems('data_rights', {
  identityUnconfirmed: {
    status: 403,
    message:
      "Confirm the person's identity first: check with them by e-mail and set the request to contacted.",
  },
  personNotFound: { status: 404, message: 'No account holds data of this person.' },
  personWithoutCompany: { status: 404, message: 'This person belongs to no company.' },
  notCompanyAdministrator: {
    status: 403,
    message: "Only the company's administrator can exercise rights on its data.",
  },
  requestNotFound: { status: 404, message: 'This data-rights request does not exist.' },
  otherRight: {
    status: 400,
    message: ({ asked, granted }: { asked: string; granted: string }) =>
      `This request asks for ${asked}, not ${granted}.`,
  },
  emailInUse: { status: 409, message: 'Another account already uses this e-mail address.' },
  companyNameInUse: { status: 409, message: 'Another company already uses this name.' },
  exportLinkInvalid: { status: 404, message: 'This link is invalid or has expired.' },
  documentNotGranted: {
    status: 404,
    message: 'No document has been granted for this request yet.',
  },
});
