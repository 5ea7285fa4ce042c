import {
  interviewGuideWordEntries,
  interviewGuideWordsNamespace,
  questionBankEntries,
  questionBankNamespace,
} from '@facet/interview-guides-domain';
import { defineCatalogue } from '@facet/platform-i18n';

/**
 * The guide's words and the question bank as message catalogues, made of the domain's entries
 * (the domain may not import the i18n lib), so the PDF prints what the screen says (D89).
 */
export const guideWordsCatalogue = defineCatalogue(
  interviewGuideWordsNamespace,
  interviewGuideWordEntries,
);
export const questionBankCatalogue = defineCatalogue(questionBankNamespace, questionBankEntries);

export const guideWords = guideWordsCatalogue.messages;
export const bankMessages = questionBankCatalogue.messages;
