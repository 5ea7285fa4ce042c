import { publicSiteCatalogue } from './messages';

const { messages } = publicSiteCatalogue;

type ShellMessage = (typeof messages)[keyof typeof messages];

export interface SiteLink {
  href: string;
  label: ShellMessage;
}

/** The top bar's links; the mobile menu shows the same ones. */
export const mainNavigationLinks: readonly SiteLink[] = [
  { href: '/about', label: messages.aboutLink },
  { href: '/contact', label: messages.contactLink },
];

/** The footer's links, in the order of spec/product.md §2 "Shared layout". */
export const footerLinks: readonly SiteLink[] = [
  { href: '/about', label: messages.aboutLink },
  { href: '/clinical-disclaimer', label: messages.clinicalDisclaimerLink },
  { href: '/legal-notice', label: messages.legalNoticeLink },
  { href: '/quality-policy', label: messages.qualityPolicyLink },
  { href: '/terms-of-use', label: messages.termsOfUseLink },
  { href: '/privacy-policy', label: messages.privacyPolicyLink },
  { href: '/cookies-policy', label: messages.cookiesPolicyLink },
  { href: '/accessibility', label: messages.accessibilityLink },
  { href: '/arsulipo', label: messages.dataRightsLink },
];

/** The operator's social profiles; change the addresses here when they move. */
export const socialLinks: readonly SiteLink[] = [
  { href: 'https://www.linkedin.com/company/facet-assessment', label: messages.socialLinkedIn },
  { href: 'https://x.com/facetassessment', label: messages.socialX },
];

export const loginPath = '/login';
export const contactPath = '/contact';
export const dataRightsPath = '/arsulipo';
export const systemStatusPath = '/status';
