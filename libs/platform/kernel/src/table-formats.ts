/** The file formats a table downloads in (exports) and uploads in (bulk invitations). */
export const tableFormats = ['csv', 'xlsx'] as const;
export type TableFormat = (typeof tableFormats)[number];
