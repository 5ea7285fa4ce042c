import { defineProblems } from '@facet/platform-kernel';

/** Why a report call is refused; the web says each in the person's language. */
export const reportsProblems = defineProblems('reports', {
  documentLinkInvalid: {
    status: 404,
    message: 'This download link is invalid or has expired. Ask for the PDF again.',
  },
});
