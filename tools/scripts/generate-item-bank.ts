/**
 * Writes libs/features/assessment/domain/src/item-bank.data.ts, the 240-item bank in presentation
 * order, from the IPIP-NEO npm packages and the project's own choices in
 * libs/features/assessment/domain/item-bank-source/.
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
import {
  johnson120ItemsLeftOut,
  valuesItems,
  valuesKeyOf,
} from '../../libs/features/assessment/domain/item-bank-source/values-items';
import type { Item } from '../../libs/features/assessment/domain/src/item';
import {
  domainOfFacet,
  domains,
  facetsByDomain,
  itemsPerFacet,
  type Facet,
} from '../../libs/features/assessment/domain/src/scales';

const itemBankVersion = 'ipip-neo-240/2';
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

/** Plus and minus items alternate within a facet, so a run of the questionnaire mixes directions. */
function alternateKeys(facetItems: readonly Item[]): Item[] {
  const plus = facetItems.filter((item) => item.keyed === 'plus');
  const minus = facetItems.filter((item) => item.keyed === 'minus');
  const [larger, smaller] = plus.length >= minus.length ? [plus, minus] : [minus, plus];
  return larger.flatMap((item, index) => {
    const partner = smaller[index];
    return partner ? [item, partner] : [item];
  });
}

/**
 * Round r takes the r-th item of every facet, going N1 E1 O1 A1 C1 N2 E2 ... C6. Consecutive
 * items therefore never share a facet (nor a domain), and any 20 consecutive items, such as a
 * page, cover 20 different facets.
 */
function presentationOrder(selected: readonly Item[]): Item[] {
  const facetPosition = [0, 1, 2, 3, 4, 5];
  const itemsByFacet = new Map<Facet, Item[]>();
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
      itemsByFacet.set(facet, alternateKeys(facetItems));
    }
  }
  const ordered: Item[] = [];
  for (let round = 0; round < itemsPerFacet; round += 1) {
    for (const position of facetPosition) {
      for (const domain of domains) {
        const facet =
          facetsByDomain[domain][position] ?? fail(`no facet ${position + 1} in ${domain}`);
        ordered.push(itemsByFacet.get(facet)?.[round] ?? fail(`facet ${facet} ran out of items`));
      }
    }
  }
  return ordered;
}

async function writeItemBank(): Promise<void> {
  applyTranslationCorrections();
  const items = presentationOrder(selectItems());
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
 * (item-bank-source/values-items.ts names each one's scale). Items are in presentation order.
 */
import type { Item } from './item';

export const itemBankVersion = '${itemBankVersion}';

export const itemsInPresentationOrder: readonly Item[] = ${JSON.stringify(items)};
`;
  const prettierConfig = await resolveConfig(outputPath);
  writeFileSync(outputPath, await format(source, { ...prettierConfig, filepath: outputPath }));
  console.log(`Wrote ${items.length} items (${itemBankVersion}) to ${outputPath}`);
}

await writeItemBank();
