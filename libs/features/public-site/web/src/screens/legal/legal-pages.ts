import { legalPagesCatalogue } from '../../legal-catalogue';
import type { LegalPagePath } from '@facet/public-site-domain';

const { messages } = legalPagesCatalogue;

type LegalMessage = (typeof messages)[keyof typeof messages];

export interface LegalPage {
  /** The route path, without the leading slash (spec/product.md §2). */
  path: LegalPagePath;
  title: LegalMessage;
  summary: LegalMessage;
  points: readonly LegalMessage[];
  /** Pages about personal data end with the way to exercise the rights (the /arsulipo form). */
  pointsToRightsForm: boolean;
}

/** The seven legal pages, in the order the footer lists them. */
export const legalPages = [
  {
    path: 'clinical-disclaimer',
    title: messages.clinicalTitle,
    summary: messages.clinicalSummary,
    points: [messages.clinicalNorms, messages.clinicalHelp],
    pointsToRightsForm: false,
  },
  {
    path: 'legal-notice',
    title: messages.legalNoticeTitle,
    summary: messages.legalNoticeSummary,
    points: [messages.legalNoticeContent, messages.legalNoticeContact],
    pointsToRightsForm: false,
  },
  {
    path: 'quality-policy',
    title: messages.qualityTitle,
    summary: messages.qualitySummary,
    points: [messages.qualityMethod, messages.qualityReview, messages.qualityFeedback],
    pointsToRightsForm: false,
  },
  {
    path: 'terms-of-use',
    title: messages.termsTitle,
    summary: messages.termsSummary,
    points: [messages.termsAccount, messages.termsLicences, messages.termsLeaving],
    pointsToRightsForm: false,
  },
  {
    path: 'privacy-policy',
    title: messages.privacyTitle,
    summary: messages.privacySummary,
    points: [
      messages.privacyConsent,
      messages.privacyStored,
      messages.privacyRetention,
      messages.privacyRights,
    ],
    pointsToRightsForm: true,
  },
  {
    path: 'cookies-policy',
    title: messages.cookiesTitle,
    summary: messages.cookiesSummary,
    points: [messages.cookiesNecessary, messages.cookiesAnalytics, messages.cookiesChange],
    pointsToRightsForm: false,
  },
  {
    path: 'accessibility',
    title: messages.accessibilityTitle,
    summary: messages.accessibilitySummary,
    points: [
      messages.accessibilityKeyboard,
      messages.accessibilityThemes,
      messages.accessibilityReport,
    ],
    pointsToRightsForm: false,
  },
] as const satisfies readonly LegalPage[];

export type { LegalPagePath };

export function legalPageAt(path: LegalPagePath): LegalPage {
  const page = legalPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No legal page at /${path}`);
  return page;
}
