/**
 * The languages a report is written in (spec/product.md §9). Declared here rather than imported
 * from the platform i18n lib because a domain lib may depend only on other domain libs.
 */
export const reportLanguages = ['en', 'es', 'pt'] as const;
export type ReportLanguage = (typeof reportLanguages)[number];
