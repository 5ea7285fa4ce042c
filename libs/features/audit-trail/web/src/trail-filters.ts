/** The trail's filters as typed in the form; empty ones are left out of the address. */
export interface TrailFilters {
  actor?: string;
  action?: string;
  person?: string;
  from?: string;
  to?: string;
  companyId?: string;
}

export const noFilters: TrailFilters = {};

/** The query string of the filters, page and page size for the trail's calls. */
export function trailSearchParams(filters: TrailFilters, extra: Record<string, string> = {}) {
  const { companyId, ...named } = filters;
  const entries = Object.entries({ ...named, company_id: companyId, ...extra }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
  );
  return new URLSearchParams(entries.map(([key, value]) => [key, value.trim()])).toString();
}

/** An ISO day compares as text, so a later day sorts after an earlier one. */
export const datesReversed = ({ from, to }: TrailFilters) => Boolean(from && to && from > to);
