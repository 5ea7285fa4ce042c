import type { Language } from '@facet/platform-kernel';
import type { Item } from './item';
import {
  earlierPresentationOrders,
  itemBankVersion,
  itemsInPresentationOrder,
} from './item-bank.data';
import { itemsPerPage } from './presentation-order-rules';

export { itemBankVersion } from './item-bank.data';
export { itemsPerPage } from './presentation-order-rules';

/** Every item of the questionnaire, in the current presentation order. */
export const items: readonly Item[] = itemsInPresentationOrder;
export const itemCount = items.length;
export const totalPages = Math.ceil(itemCount / itemsPerPage);

const itemsById = new Map(items.map((item) => [item.id, item]));

export function itemById(id: string): Item | undefined {
  return itemsById.get(id);
}

/**
 * The bank versions whose presentation order is known: the earlier orders of these same items,
 * kept for the attempts begun in them, and the current one (docs/decisions.md D50).
 */
export const presentationOrderVersions: readonly string[] = [
  ...Object.keys(earlierPresentationOrders),
  itemBankVersion,
];

/**
 * The version whose order an attempt begun under `version` is shown, saved and scored in: its own
 * when it is known, else the current one. An attempt of ipip-neo-240/1 held other items, so it
 * goes on in the current order, and its result records the current version.
 */
export function presentationOrderVersionOf(version: string): string {
  return presentationOrderVersions.includes(version) ? version : itemBankVersion;
}

/** A question as the launch call sends it (DESIGN §5 wire format). */
export interface Question {
  readonly question_id: string;
  readonly text: string;
  readonly page: number;
}

/** One presentation order with what its lookups need, made once per version. */
interface PresentationOrder {
  readonly items: readonly Item[];
  readonly indexById: ReadonlyMap<string, number>;
  readonly questionsByLanguage: Map<Language, readonly Question[]>;
}

function pageAt(index: number): number {
  return Math.floor(index / itemsPerPage) + 1;
}

function presentationOrderFrom(orderedItems: readonly Item[]): PresentationOrder {
  return {
    items: orderedItems,
    indexById: new Map(orderedItems.map((item, index) => [item.id, index])),
    questionsByLanguage: new Map(),
  };
}

const currentOrder = presentationOrderFrom(items);
const ordersByVersion = new Map<string, PresentationOrder>([[itemBankVersion, currentOrder]]);

/** The order of `version`, or the current one for a version without its own (an older bank). */
function orderOf(version: string): PresentationOrder {
  const made = ordersByVersion.get(version);
  if (made) return made;
  const itemIds = earlierPresentationOrders[version];
  if (!itemIds) return currentOrder;
  const order = presentationOrderFrom(
    itemIds.map((id) => itemById(id) ?? failOnUnknownItem(version, id)),
  );
  ordersByVersion.set(version, order);
  return order;
}

function failOnUnknownItem(version: string, id: string): never {
  throw new Error(`The presentation order of ${version} holds ${id}, which the bank does not`);
}

/**
 * The items in the order an attempt begun under `version` presents them (the current order for
 * an unknown or older version, as `presentationOrderVersionOf`).
 */
export function presentationOrderOf(version: string = itemBankVersion): readonly Item[] {
  return orderOf(version).items;
}

/** The 1-based page an item is shown on, or undefined for an id that is not in the bank. */
export function pageOfItem(id: string, version: string = itemBankVersion): number | undefined {
  const index = orderOf(version).indexById.get(id);
  return index === undefined ? undefined : pageAt(index);
}

/** The items of one 1-based page, in presentation order (empty outside 1..totalPages). */
export function itemsOnPage(page: number, version: string = itemBankVersion): readonly Item[] {
  if (!Number.isInteger(page) || page < 1) return [];
  return orderOf(version).items.slice((page - 1) * itemsPerPage, page * itemsPerPage);
}

/**
 * Where a person resumes: the first page with an unanswered item, or the last page when every
 * item is answered (so the person can review it and finish).
 */
export function firstUnansweredPage(
  answeredItemIds: Iterable<string>,
  version: string = itemBankVersion,
): number {
  const { indexById } = orderOf(version);
  // Marked by position: every page save asks, and a lookup per id is all the work there is.
  const answered = new Uint8Array(itemCount);
  for (const id of answeredItemIds) {
    const index = indexById.get(id);
    if (index !== undefined) answered[index] = 1;
  }
  const firstUnanswered = answered.indexOf(0);
  return firstUnanswered === -1 ? totalPages : pageAt(firstUnanswered);
}

/**
 * All questions in presentation order, in one language: made once per order and language, since
 * every launch sends them.
 */
export function questionsForLanguage(
  language: Language,
  version: string = itemBankVersion,
): readonly Question[] {
  const order = orderOf(version);
  let questions = order.questionsByLanguage.get(language);
  if (!questions) {
    questions = Object.freeze(
      order.items.map((item, index) =>
        Object.freeze({ question_id: item.id, text: item.text[language], page: pageAt(index) }),
      ),
    );
    order.questionsByLanguage.set(language, questions);
  }
  return questions;
}

/**
 * The pages the items are shown on in every known order, by version: a page save sends them all,
 * and the database keeps those of the attempt's own order (migration 019).
 */
export function pagesOfItemsByOrder(itemIds: readonly string[]): Record<string, number[]> {
  return Object.fromEntries(
    presentationOrderVersions.map((version) => [
      version,
      [...new Set(itemIds.flatMap((id) => pageOfItem(id, version) ?? []))],
    ]),
  );
}
