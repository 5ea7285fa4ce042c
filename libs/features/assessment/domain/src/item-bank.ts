import type { Language } from '@facet/platform-kernel';
import type { Item } from './item';
import { itemsInPresentationOrder } from './item-bank.data';

export { itemBankVersion } from './item-bank.data';

/** Every item of the questionnaire, in the order it is presented. */
export const items: readonly Item[] = itemsInPresentationOrder;
export const itemCount = items.length;
export const itemsPerPage = 20;
export const totalPages = Math.ceil(itemCount / itemsPerPage);

const itemsById = new Map(items.map((item) => [item.id, item]));
const pageById = new Map(items.map((item, index) => [item.id, pageAt(index)]));
const indexById = new Map(items.map((item, index) => [item.id, index]));

function pageAt(index: number): number {
  return Math.floor(index / itemsPerPage) + 1;
}

export function itemById(id: string): Item | undefined {
  return itemsById.get(id);
}

/** The 1-based page an item is shown on, or undefined for an id that is not in the bank. */
export function pageOfItem(id: string): number | undefined {
  return pageById.get(id);
}

/** The items of one 1-based page, in presentation order (empty outside 1..totalPages). */
export function itemsOnPage(page: number): readonly Item[] {
  if (!Number.isInteger(page) || page < 1) return [];
  return items.slice((page - 1) * itemsPerPage, page * itemsPerPage);
}

/**
 * Where a person resumes: the first page with an unanswered item, or the last page when every
 * item is answered (so the person can review it and finish).
 */
export function firstUnansweredPage(answeredItemIds: Iterable<string>): number {
  // Marked by position: every page save asks, and a lookup per id is all the work there is.
  const answered = new Uint8Array(itemCount);
  for (const id of answeredItemIds) {
    const index = indexById.get(id);
    if (index !== undefined) answered[index] = 1;
  }
  const firstUnanswered = answered.indexOf(0);
  return firstUnanswered === -1 ? totalPages : pageAt(firstUnanswered);
}

/** A question as the launch call sends it (DESIGN §5 wire format). */
export interface Question {
  readonly question_id: string;
  readonly text: string;
  readonly page: number;
}

const questionsByLanguage = new Map<Language, readonly Question[]>();

/** All questions in presentation order, in one language: made once, since every launch sends them. */
export function questionsForLanguage(language: Language): readonly Question[] {
  let questions = questionsByLanguage.get(language);
  if (!questions) {
    questions = Object.freeze(
      items.map((item, index) =>
        Object.freeze({ question_id: item.id, text: item.text[language], page: pageAt(index) }),
      ),
    );
    questionsByLanguage.set(language, questions);
  }
  return questions;
}
