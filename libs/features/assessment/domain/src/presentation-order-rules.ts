import type { Item } from './item';

/** The questionnaire is shown and saved a page of this many items at a time. */
export const itemsPerPage = 20;

/**
 * At most this many items of one key on a page (psychometric review F5): a page of mostly
 * plus-keyed items makes an honest person with clear traits give one answer many times over,
 * which the longstring index reads as careless.
 */
export const mostItemsOfOneKeyPerPage = 12;

/** The longest run of consecutive items of one key, so that answer runs break even across pages. */
export const longestRunOfOneKey = 3;

/**
 * Every way the current presentation order breaks its rules (docs/decisions.md D50), as
 * sentences: whole pages of `itemsPerPage`, at most `mostItemsOfOneKeyPerPage` of one key and a
 * different facet for every item on a page, consecutive items of different facets and domains,
 * and no run of one key longer than `longestRunOfOneKey`. Empty when the order keeps them all.
 * Earlier orders, kept for the attempts begun in them, need not.
 */
export function presentationOrderBreaches(order: readonly Item[]): string[] {
  const breaches: string[] = [];
  if (order.length % itemsPerPage !== 0) {
    breaches.push(`${order.length} items do not fill pages of ${itemsPerPage}`);
  }
  for (let start = 0; start < order.length; start += itemsPerPage) {
    const page = start / itemsPerPage + 1;
    const pageItems = order.slice(start, start + itemsPerPage);
    const plusKeyed = pageItems.filter((item) => item.keyed === 'plus').length;
    const mostOfOneKey = Math.max(plusKeyed, pageItems.length - plusKeyed);
    if (mostOfOneKey > mostItemsOfOneKeyPerPage) {
      breaches.push(`page ${page} has ${mostOfOneKey} items of one key`);
    }
    const pageFacets = new Set(pageItems.map((item) => item.facet)).size;
    if (pageFacets !== pageItems.length) {
      breaches.push(`page ${page} has ${pageFacets} facets for ${pageItems.length} items`);
    }
  }
  let run = 0;
  order.forEach((item, index) => {
    const previous = order[index - 1];
    if (previous?.facet === item.facet)
      breaches.push(`items ${index} and ${index + 1} share a facet`);
    if (previous?.domain === item.domain) {
      breaches.push(`items ${index} and ${index + 1} share a domain`);
    }
    run = previous?.keyed === item.keyed ? run + 1 : 1;
    if (run === longestRunOfOneKey + 1) {
      breaches.push(`items ${index + 2 - run} to ${index + 1} have one key`);
    }
  });
  return breaches;
}
