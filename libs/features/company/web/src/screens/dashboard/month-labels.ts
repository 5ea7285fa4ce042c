import type { IntlShape } from 'react-intl';

/**
 * A 'YYYY-MM' month in the page language: 'short' for the chart's axis ("Nov"), 'long' for the
 * table and tooltip ("November 2026"). The month is read as UTC so no time zone shifts it.
 */
export function monthLabel(intl: IntlShape, month: string, style: 'short' | 'long'): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const firstDay = new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1));
  return style === 'short'
    ? intl.formatDate(firstDay, { month: 'short', timeZone: 'UTC' })
    : intl.formatDate(firstDay, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
