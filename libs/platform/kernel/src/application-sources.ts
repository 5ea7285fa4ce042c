/**
 * How an application to a position came in (issue 39): through the position's link, an
 * invitation or a file. Hiring records it; the position's ranking shows it (D92).
 */
export const applicationSources = ['link', 'invitation', 'file'] as const;
export type ApplicationSource = (typeof applicationSources)[number];
