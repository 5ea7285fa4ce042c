import type { Language } from '@facet/platform-kernel';
import type { Domain, Facet } from './scales';

/** A plus-keyed item scores the answer as given; a minus-keyed item scores it reversed. */
export const itemKeys = ['plus', 'minus'] as const;
export type ItemKey = (typeof itemKeys)[number];

/**
 * Where an item comes from: Johnson's IPIP-NEO-120, the rest of the IPIP-NEO-300, or another IPIP
 * scale of the same construct where the IPIP-NEO items ask what an employer must not (Values; the
 * scale of each is recorded in item-bank-source/values-items.ts).
 */
export const itemSources = ['johnson-120', 'ipip-neo-300', 'ipip-other-scale'] as const;
export type ItemSource = (typeof itemSources)[number];

/**
 * One statement of the questionnaire. `id` is the item's id in the IPIP-NEO npm packages, or the
 * product's own for an 'ipip-other-scale' item.
 */
export interface Item {
  readonly id: string;
  readonly facet: Facet;
  readonly domain: Domain;
  readonly keyed: ItemKey;
  readonly source: ItemSource;
  readonly text: Readonly<Record<Language, string>>;
}
