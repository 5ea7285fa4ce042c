/**
 * Writes libs/features/assessment/domain/src/item-bank.data.ts, the 240-item bank in presentation
 * order with the earlier orders of the same items, from the IPIP-NEO npm packages and the
 * project's own choices in libs/features/assessment/domain/item-bank-source/.
 *
 *   npx tsx tools/scripts/generate-item-bank.ts
 *
 * The bank is committed as generated TypeScript so that the web and the API import 240 items in
 * three languages, not the packages' 300 and 120 items in forty languages.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { extraItems } from '../../libs/features/assessment/domain/item-bank-source/extra-items';
import { productFacetOf } from '../../libs/features/assessment/domain/item-bank-source/ipip-facets';
import { johnson120TranslationCorrections } from '../../libs/features/assessment/domain/item-bank-source/johnson-120-corrections';
import { presentationOrder2ItemIds } from '../../libs/features/assessment/domain/item-bank-source/presentation-order-2';
import {
  johnson120ItemsLeftOut,
  valuesItems,
  valuesKeyOf,
} from '../../libs/features/assessment/domain/item-bank-source/values-items';
import type { Item, ItemKey } from '../../libs/features/assessment/domain/src/item';
import {
  itemsPerPage,
  longestRunOfOneKey,
  mostItemsOfOneKeyPerPage,
  presentationOrderBreaches,
} from '../../libs/features/assessment/domain/src/presentation-order-rules';
import {
  domainOfFacet,
  domains,
  facetsByDomain,
  itemsPerFacet,
  type Facet,
} from '../../libs/features/assessment/domain/src/scales';

const itemBankVersion = 'ipip-neo-240/3';
/** The earlier orders of these same items, as item ids: attempts begun in one finish in it. */
const earlierPresentationOrders: Readonly<Record<string, readonly string[]>> = {
  'ipip-neo-240/2': presentationOrder2ItemIds,
};
const johnson120ItemsPerFacet = 4;
const outputPath = fileURLToPath(
  new URL('../../libs/features/assessment/domain/src/item-bank.data.ts', import.meta.url),
);

const packageItemsSchema = z.array(
  z.object({
    id: z.string(),
    text: z.string().min(1),
    keyed: z.enum(['plus', 'minus']),
    domain: z.string(),
    facet: z.number(),
  }),
);
type PackageItem = z.infer<typeof packageItemsSchema>[number];

const require = createRequire(import.meta.url);
function packageItems(modulePath: string): PackageItem[] {
  return packageItemsSchema.parse(require(modulePath));
}

const ipip300English = packageItems(
  '@alheimsins/b5-costa-mccrae-300-ipip-neo-pi-r/data/en/questions.json',
);
const johnson120English = packageItems('@bigfive-org/questions/data/en/questions.json');
const johnson120Text = {
  es: textById(packageItems('@bigfive-org/questions/data/es/questions.json')),
  pt: textById(packageItems('@bigfive-org/questions/data/pt-br/questions.json')),
};

/** Johnson-120 items the bank leaves out (political Values items); their facets take others. */
const leftOutIds = new Set(johnson120ItemsLeftOut.map((item) => item.id));

function textById(items: readonly PackageItem[]): Map<string, string> {
  return new Map(items.map((item) => [item.id, item.text]));
}

function fail(message: string): never {
  throw new Error(`generate-item-bank: ${message}`);
}

function applyTranslationCorrections(): void {
  for (const correction of johnson120TranslationCorrections) {
    const texts = johnson120Text[correction.language];
    if (texts.get(correction.id) !== correction.packageText) {
      fail(`the ${correction.language} text of "${correction.en}" is no longer the corrected one`);
    }
    texts.set(correction.id, correction.correctedText);
  }
}

function bankItem(source: PackageItem, origin: Item['source'], es: string, pt: string): Item {
  const facet = productFacetOf(source.domain, source.facet);
  return {
    id: source.id,
    facet,
    domain: domainOfFacet(facet),
    keyed: source.keyed,
    source: origin,
    text: { en: source.text, es, pt },
  };
}

function selectItems(): Item[] {
  const ipip300ById = new Map(ipip300English.map((item) => [item.id, item]));
  const johnson120Ids = new Set(johnson120English.map((item) => item.id));
  const selected: Item[] = [];
  for (const leftOut of johnson120ItemsLeftOut) {
    const johnsonItem = johnson120English.find((item) => item.id === leftOut.id);
    if (johnsonItem?.text !== leftOut.en)
      fail(`left-out item ${leftOut.id} is not "${leftOut.en}"`);
  }
  for (const johnsonItem of johnson120English) {
    if (leftOutIds.has(johnsonItem.id)) continue;
    const fromIpip300 = ipip300ById.get(johnsonItem.id);
    // The 120 set is a subset of the 300 set under the same ids; a mismatch means the packages drifted.
    if (
      !fromIpip300 ||
      fromIpip300.text !== johnsonItem.text ||
      fromIpip300.keyed !== johnsonItem.keyed ||
      fromIpip300.domain !== johnsonItem.domain ||
      fromIpip300.facet !== johnsonItem.facet
    ) {
      fail(`Johnson-120 item ${johnsonItem.id} differs from the IPIP-NEO-300 item with that id`);
    }
    const es = johnson120Text.es.get(johnsonItem.id) ?? fail(`no es text for ${johnsonItem.id}`);
    const pt = johnson120Text.pt.get(johnsonItem.id) ?? fail(`no pt text for ${johnsonItem.id}`);
    selected.push(bankItem(johnsonItem, 'johnson-120', es, pt));
  }
  for (const extra of extraItems) {
    const source =
      ipip300ById.get(extra.id) ?? fail(`extra item ${extra.id} is not in the 300 set`);
    if (johnson120Ids.has(extra.id)) fail(`extra item ${extra.id} is already a Johnson-120 item`);
    if (source.text !== extra.en)
      fail(`extra item ${extra.id} is "${source.text}", not "${extra.en}"`);
    selected.push(bankItem(source, 'ipip-neo-300', extra.es, extra.pt));
  }
  for (const valuesItem of valuesItems) {
    if (ipip300ById.has(valuesItem.id)) fail(`values item ${valuesItem.id} has an IPIP-NEO id`);
    selected.push({
      id: valuesItem.id,
      facet: 'values',
      domain: domainOfFacet('values'),
      keyed: valuesKeyOf(valuesItem.source),
      source: 'ipip-other-scale',
      text: { en: valuesItem.en, es: valuesItem.es, pt: valuesItem.pt },
    });
  }
  return selected;
}

/**
 * Which facet each position shows: round r takes the r-th item of every facet, going N1 E1 O1 A1
 * C1 N2 E2 ... C6. Consecutive items therefore never share a facet nor a domain, every facet comes
 * back every 30 items, and any 20 consecutive items, such as a page, cover 20 different facets.
 */
function facetSchedule(): Facet[] {
  const schedule: Facet[] = [];
  for (let round = 0; round < itemsPerFacet; round += 1) {
    for (let position = 0; position < facetsByDomain[domains[0]].length; position += 1) {
      for (const domain of domains) {
        schedule.push(
          facetsByDomain[domain][position] ?? fail(`no facet ${position + 1} in ${domain}`),
        );
      }
    }
  }
  return schedule;
}

function itemsByFacet(selected: readonly Item[]): Map<Facet, Item[]> {
  const byFacet = new Map<Facet, Item[]>();
  for (const domain of domains) {
    for (const facet of facetsByDomain[domain]) {
      const facetItems = selected.filter((item) => item.facet === facet);
      const fromJohnson120 = facetItems.filter((item) => item.source === 'johnson-120').length;
      const johnson120LeftOut = johnson120English.filter(
        (item) => leftOutIds.has(item.id) && productFacetOf(item.domain, item.facet) === facet,
      ).length;
      if (
        facetItems.length !== itemsPerFacet ||
        fromJohnson120 !== johnson120ItemsPerFacet - johnson120LeftOut
      ) {
        fail(
          `facet ${facet} has ${facetItems.length} items, ${fromJohnson120} from the Johnson-120`,
        );
      }
      byFacet.set(facet, facetItems);
    }
  }
  return byFacet;
}

/** Tries of the key search, each with its own seed, before the generator gives up. */
const keySearchTries = 100;
/** Choices one try may make before it is abandoned for the next seed. */
const keySearchChoicesPerTry = 100_000;
/**
 * How often the search tries first the key its page has fewer of: more often than not, so pages
 * stay near 10 and 10, yet not always, so the keys follow no pattern a respondent could match.
 */
const fewerKeyFirstChance = 0.6;

/** A small seeded generator (mulberry32), so the search writes the same order on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const otherKey = (key: ItemKey): ItemKey => (key === 'plus' ? 'minus' : 'plus');

/**
 * The key of the item at each position of the schedule, found by a depth-first search that keeps
 * the page and run rules of presentation-order-rules.ts, and within every facet spreads each key
 * evenly over its odd and even rounds and over its first and last four rounds: so each half of a
 * facet, and each half of the questionnaire, asks it both ways. Where both keys are allowed it
 * takes first, more often than not, the one the page has fewer of (`fewerKeyFirstChance`): a
 * regular pattern such as strict alternation would let an alternating respondent pass for a
 * consistent one.
 */
function keysForSchedule(
  schedule: readonly Facet[],
  keyCounts: ReadonlyMap<Facet, Readonly<Record<ItemKey, number>>>,
  random: () => number,
): ItemKey[] | undefined {
  const keys: ItemKey[] = [];
  const keysByFacet = new Map<Facet, ItemKey[]>(schedule.map((facet) => [facet, []]));
  let choices = 0;

  function allowedInFacet(facet: Facet, key: ItemKey): boolean {
    const total = keyCounts.get(facet)?.[key] ?? 0;
    const earlier = keysByFacet.get(facet) ?? [];
    const round = earlier.length;
    const half = Math.ceil(total / 2);
    const sameKey = earlier.flatMap((earlierKey, earlierRound) =>
      earlierKey === key ? [earlierRound] : [],
    );
    return (
      sameKey.length < total &&
      sameKey.filter((earlierRound) => earlierRound % 2 === round % 2).length < half &&
      sameKey.filter(
        (earlierRound) => earlierRound < itemsPerFacet / 2 === round < itemsPerFacet / 2,
      ).length < half
    );
  }

  function search(position: number): boolean {
    if (position === schedule.length) return true;
    choices += 1;
    if (choices > keySearchChoicesPerTry) return false;
    const facet = schedule[position] ?? fail(`no facet at ${position}`);
    const pageKeys = keys.slice(position - (position % itemsPerPage));
    const onPage = (key: ItemKey) => pageKeys.filter((pageKey) => pageKey === key).length;
    const fewerOnPage: ItemKey =
      onPage('plus') === onPage('minus')
        ? random() < 0.5
          ? 'plus'
          : 'minus'
        : onPage('plus') < onPage('minus')
          ? 'plus'
          : 'minus';
    const first = random() < fewerKeyFirstChance ? fewerOnPage : otherKey(fewerOnPage);
    for (const key of [first, otherKey(first)]) {
      const runBefore = keys.slice(-longestRunOfOneKey);
      const longRun =
        runBefore.length === longestRunOfOneKey && runBefore.every((earlier) => earlier === key);
      if (longRun || onPage(key) >= mostItemsOfOneKeyPerPage || !allowedInFacet(facet, key)) {
        continue;
      }
      keys.push(key);
      keysByFacet.get(facet)?.push(key);
      if (search(position + 1)) return true;
      keys.pop();
      keysByFacet.get(facet)?.pop();
    }
    return false;
  }

  return search(0) ? keys : undefined;
}

/**
 * The facet schedule with keys balanced page by page (psychometric review F5): the first seed
 * from 1 whose search succeeds within its budget gives the keys, and each facet's items of one
 * key follow in their order in the sources.
 */
function presentationOrder(selected: readonly Item[]): Item[] {
  const byFacetAndKey = new Map(
    [...itemsByFacet(selected)].map(([facet, facetItems]) => [
      facet,
      {
        plus: facetItems.filter((item) => item.keyed === 'plus'),
        minus: facetItems.filter((item) => item.keyed === 'minus'),
      },
    ]),
  );
  const keyCounts = new Map(
    [...byFacetAndKey].map(([facet, byKey]) => [
      facet,
      { plus: byKey.plus.length, minus: byKey.minus.length },
    ]),
  );
  const schedule = facetSchedule();
  for (let seed = 1; seed <= keySearchTries; seed += 1) {
    const keys = keysForSchedule(schedule, keyCounts, seededRandom(seed));
    if (!keys) continue;
    const unused = new Map(
      [...byFacetAndKey].map(([facet, byKey]) => [
        facet,
        { plus: [...byKey.plus], minus: [...byKey.minus] },
      ]),
    );
    return schedule.map(
      (facet, position) =>
        unused.get(facet)?.[keys[position] ?? fail(`no key at ${position}`)].shift() ??
        fail(`facet ${facet} ran out of items`),
    );
  }
  return fail(`no key order keeps the page rules within ${keySearchTries} tries`);
}

/** The earlier orders, checked to hold exactly the bank's items, each once. */
function checkedEarlierOrders(items: readonly Item[]): Record<string, readonly string[]> {
  const bankIds = items.map((item) => item.id).sort();
  for (const [version, itemIds] of Object.entries(earlierPresentationOrders)) {
    const sortedIds = [...itemIds].sort();
    if (
      sortedIds.length !== bankIds.length ||
      sortedIds.some((id, index) => id !== bankIds[index])
    ) {
      fail(`the presentation order of ${version} no longer holds exactly the bank's items`);
    }
  }
  return { ...earlierPresentationOrders };
}

function checkedPresentationOrder(items: readonly Item[]): readonly Item[] {
  const breaches = presentationOrderBreaches(items);
  if (breaches.length > 0) fail(`the presentation order breaks its rules: ${breaches.join('; ')}`);
  return items;
}

async function writeItemBank(): Promise<void> {
  applyTranslationCorrections();
  const items = checkedPresentationOrder(presentationOrder(selectItems()));
  const earlierOrders = checkedEarlierOrders(items);
  const source = `/**
 * GENERATED by tools/scripts/generate-item-bank.ts: do not edit. Change the sources in
 * item-bank-source/ and run \`npx tsx tools/scripts/generate-item-bank.ts\`.
 *
 * Items from the International Personality Item Pool (IPIP, https://ipip.ori.org), public domain:
 * the IPIP-NEO of Goldberg (1999) and the IPIP-NEO-120 of Johnson (2014). English text from
 * \`@alheimsins/b5-costa-mccrae-300-ipip-neo-pi-r\` (MIT); Spanish and Portuguese of the Johnson-120
 * items from \`@bigfive-org/questions\` (MIT, es and pt-br), with the corrections listed in
 * item-bank-source/johnson-120-corrections.ts; Spanish and Portuguese of the other items by the
 * Facet team. The Values items without political or religious content come from other IPIP scales
 * (item-bank-source/values-items.ts names each one's scale). Items are in presentation order;
 * the earlier orders of the same items are kept as ids (item-bank-source/presentation-order-*.ts).
 */
import type { Item } from './item';

export const itemBankVersion = '${itemBankVersion}';

export const itemsInPresentationOrder: readonly Item[] = ${JSON.stringify(items)};

/** Earlier presentation orders of these items, by bank version: attempts begun in one finish in it. */
export const earlierPresentationOrders: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(earlierOrders)};
`;
  const prettierConfig = await resolveConfig(outputPath);
  writeFileSync(outputPath, await format(source, { ...prettierConfig, filepath: outputPath }));
  console.log(`Wrote ${items.length} items (${itemBankVersion}) to ${outputPath}`);
}

await writeItemBank();
