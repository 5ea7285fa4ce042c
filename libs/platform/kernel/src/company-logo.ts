/**
 * The public address of a company's logo. The key is random and changes with each logo, so the
 * address reveals nothing about the company and its answer may be cached for good.
 */
export function companyLogoPath(key: string): string {
  return `/api/company-logos/${key}`;
}
