import ipip300English from '@alheimsins/b5-costa-mccrae-300-ipip-neo-pi-r/data/en/questions.json';
import johnson120English from '@bigfive-org/questions/data/en/questions.json';
import johnson120Spanish from '@bigfive-org/questions/data/es/questions.json';
import johnson120Portuguese from '@bigfive-org/questions/data/pt-br/questions.json';
import { languages, type Language } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import { johnson120TranslationCorrections } from '../item-bank-source/johnson-120-corrections';
import { presentationOrder2ItemIds } from '../item-bank-source/presentation-order-2';
import { johnson120ItemsLeftOut, valuesItems, valuesKeyOf } from '../item-bank-source/values-items';
import { itemKeys, type Item } from './item';
import {
  firstUnansweredPage,
  itemBankVersion,
  itemById,
  itemCount,
  items,
  itemsOnPage,
  itemsPerPage,
  pageOfItem,
  pagesOfItemsByOrder,
  presentationOrderOf,
  presentationOrderVersionOf,
  presentationOrderVersions,
  questionsForLanguage,
  totalPages,
} from './item-bank';
import { domainByIpipLetter, ipipDomainLetters } from './ipip-domains';
import {
  longestRunOfOneKey,
  mostItemsOfOneKeyPerPage,
  presentationOrderBreaches,
} from './presentation-order-rules';
import { provisionalNormScales } from './provisional-norms';
import { domainOfFacet, domains, facets, facetsByDomain } from './scales';

const ipip300ById = new Map(ipip300English.map((item) => [item.id, item]));
const leftOutIds = new Set(johnson120ItemsLeftOut.map((item) => item.id));
const johnson120Ids = new Set(
  johnson120English.map((item) => item.id).filter((id) => !leftOutIds.has(id)),
);
const ipipNeoItems = items.filter((item) => item.source !== 'ipip-other-scale');

function packageFacet(item: { domain: string; facet: number }) {
  const letter = ipipDomainLetters.find((candidate) => candidate === item.domain);
  return letter && facetsByDomain[domainByIpipLetter[letter]][item.facet - 1];
}

describe('item bank content', () => {
  it('has a version and 240 items with unique ids', () => {
    expect(itemBankVersion).toBe('ipip-neo-240/3');
    expect(itemCount).toBe(240);
    expect(new Set(items.map((item) => item.id)).size).toBe(240);
  });

  it('holds 8 items per facet, 4 of them the Johnson-120 items of that facet except on Values', () => {
    for (const facet of facets) {
      const facetItems = items.filter((item) => item.facet === facet);
      expect(facetItems, facet).toHaveLength(8);
      expect(
        facetItems.filter((item) => item.source === 'johnson-120'),
        facet,
      ).toHaveLength(facet === 'values' ? 1 : 4);
    }
    expect(
      items
        .filter((item) => item.source === 'johnson-120')
        .map((item) => item.id)
        .sort(),
    ).toEqual([...johnson120Ids].sort());
  });

  it('gives each item the domain of its facet', () => {
    for (const item of items) expect(item.domain, item.id).toBe(domainOfFacet(item.facet));
  });

  it('maps IPIP facets onto product facets as DESIGN §5 says', () => {
    const facetOfText = (text: string) => items.find((item) => item.text.en === text)?.facet;
    expect(facetOfText('Worry about things')).toBe('anxiety');
    expect(facetOfText('Make friends easily')).toBe('cordiality');
    expect(facetOfText('Believe in the importance of art')).toBe('aesthetic_appreciation');
    expect(facetOfText('Love a good fight')).toBe('conciliatory_attitude');
    expect(facetOfText('Act without thinking')).toBe('deliberation');
  });

  it('keeps the id, key, facet and English text of the IPIP-NEO-300 package for every IPIP-NEO item', () => {
    expect(ipipNeoItems).toHaveLength(233);
    for (const item of ipipNeoItems) {
      const source = ipip300ById.get(item.id);
      expect(source, item.id).toBeDefined();
      expect(item.text.en).toBe(source?.text);
      expect(item.keyed).toBe(source?.keyed);
      expect(item.facet).toBe(source && packageFacet(source));
    }
  });

  it('has non-empty text for every item in every language, no text used twice', () => {
    for (const language of languages) {
      const texts = items.map((item) => item.text[language].trim());
      expect(
        texts.every((text) => text.length > 0),
        language,
      ).toBe(true);
      expect(new Set(texts).size, language).toBe(240);
    }
  });

  it('uses the Johnson-120 package translations except the listed corrections', () => {
    const corrected = new Map(
      johnson120TranslationCorrections.map((fix) => [
        `${fix.id}/${fix.language}`,
        fix.correctedText,
      ]),
    );
    const packageTexts = [
      ['es', new Map(johnson120Spanish.map((item) => [item.id, item.text]))],
      ['pt', new Map(johnson120Portuguese.map((item) => [item.id, item.text]))],
    ] as const;
    for (const item of items.filter((candidate) => candidate.source === 'johnson-120')) {
      for (const [language, texts] of packageTexts) {
        const expected = corrected.get(`${item.id}/${language}`) ?? texts.get(item.id);
        expect(item.text[language], `${item.text.en} (${language})`).toBe(expected);
      }
    }
  });

  it('balances keys within each facet: at least 3 of each key unless the 300 set has fewer', () => {
    for (const facet of facets) {
      const available = ipip300English.filter((item) => packageFacet(item) === facet);
      for (const key of itemKeys) {
        const chosen = items.filter((item) => item.facet === facet && item.keyed === key).length;
        const inSource = available.filter((item) => item.keyed === key).length;
        expect(chosen, `${facet} ${key}`).toBeGreaterThanOrEqual(Math.min(3, inSource));
      }
    }
  });
});

describe('items fit for an employer (issue 19)', () => {
  /**
   * Topics no item may name in any language: political opinion and religious belief are
   * special-category data (GDPR Art. 9), and the penal and patriotic items are political opinions
   * too. "partido" and "party" are left out: "Love large parties" is a gregariousness item. So
   * are taxes: "Would never cheat on my taxes" (Straightforwardness) asks about one's own
   * honesty, not an opinion; only the opinion on "tax money" for artists was political.
   */
  const bannedTopics: Record<Language, RegExp> = {
    en: /\b(vot(e|es|ing)|candidates?|politic\w*|liberal|conservative|religio\w*|church|god|anthem|patriot\w*|crim(e|es|inal\w*)|punish\w*|laws?|tax money)\b/i,
    es: /(\bvot(o|a|ar)\w*|candidat\w*|pol[ií]tic\w*|liberales|conservador\w*|religi\w*|iglesia|\bdios\b|himno|patri[oó]t\w*|crimen|criminal\w*|delincuent\w*|castig\w*|\bleyes\b)/i,
    pt: /(\bvot(o|a|ar)\w*|candidat\w*|pol[ií]tic\w*|liberais|conservador\w*|religi\w*|igreja|\bdeus\b|\bhino\b|patri[oó]t\w*|\bcrimes?\b|criminos\w*|puni\w*|\bleis\b)/i,
  };

  it('names no vote, candidate, party politics, religion, anthem, crime or punishment in any language', () => {
    for (const item of items) {
      for (const language of languages) {
        expect(item.text[language], `${item.id} (${language})`).not.toMatch(bannedTopics[language]);
      }
    }
  });

  it('catches the items it replaced', () => {
    expect('Tend to vote for liberal political candidates').toMatch(bannedTopics.en);
    expect('Believe in one true religion').toMatch(bannedTopics.en);
    expect('Like to stand during the national anthem').toMatch(bannedTopics.en);
    expect('Believe that we coddle criminals too much').toMatch(bannedTopics.en);
    expect('Believe laws should be strictly enforced').toMatch(bannedTopics.en);
    expect('Tiendo a votar por candidatos políticos liberales').toMatch(bannedTopics.es);
    expect('Creo que deberíamos ser severos con el crimen').toMatch(bannedTopics.es);
    expect('Acredito que precisamos ser rígidos com o crime').toMatch(bannedTopics.pt);
    expect('Acredito que criminosos deveriam receber ajuda em vez de punição').toMatch(
      bannedTopics.pt,
    );
  });

  it('records the source of every item: an IPIP-NEO package item, or a named IPIP scale and key', () => {
    const valuesSources = new Map(valuesItems.map((item) => [item.id, item.source]));
    for (const item of items) {
      if (item.source === 'ipip-other-scale') {
        const source = valuesSources.get(item.id);
        expect(source, item.text.en).toBeDefined();
        expect(source?.instrument, item.text.en).not.toBe('');
        expect(source?.scale, item.text.en).not.toBe('');
        expect(ipip300ById.has(item.id), item.text.en).toBe(false);
      } else {
        expect(ipip300ById.has(item.id), item.text.en).toBe(true);
      }
    }
    expect(items.filter((item) => item.source === 'ipip-other-scale')).toHaveLength(
      valuesItems.length,
    );
  });

  it('keys each replacement Values item as its IPIP scale documents, 4 plus and 4 minus in all', () => {
    for (const valuesItem of valuesItems) {
      const item = itemById(valuesItem.id);
      expect(item?.facet, valuesItem.en).toBe('values');
      expect(item?.text.en).toBe(valuesItem.en);
      expect(item?.keyed, valuesItem.en).toBe(valuesKeyOf(valuesItem.source));
    }
    expect(
      itemById(items.find((item) => item.text.en === 'Respect authority')?.id ?? '')?.keyed,
    ).toBe('minus');
    const values = items.filter((item) => item.facet === 'values');
    expect(values.filter((item) => item.keyed === 'plus')).toHaveLength(4);
    expect(values.filter((item) => item.keyed === 'minus')).toHaveLength(4);
  });

  it('marks as provisional the norms of the facet and the domain that hold replacement items', () => {
    const rescored = items
      .filter((item) => item.source === 'ipip-other-scale')
      .flatMap((item) => [item.facet, item.domain]);
    expect(new Set(provisionalNormScales)).toEqual(new Set(rescored));
  });

  it('leaves the political Johnson-120 items out of the bank', () => {
    for (const leftOut of johnson120ItemsLeftOut) expect(itemById(leftOut.id)).toBeUndefined();
  });
});

/**
 * Words that change how often or how strongly a statement applies, or hedge it, each group with the
 * English words that license it. A translation may use one only where its English item has one of
 * the licensing words: an added "siempre", "muy" or "Creo que" moves agreement away from the English
 * norms (psychometric review F8).
 */
const licensedWords: readonly {
  english: readonly string[];
  es: readonly string[];
  pt: readonly string[];
}[] = [
  { english: ['always'], es: ['siempre'], pt: ['sempre'] },
  {
    english: ['often'],
    es: ['a menudo', 'con frecuencia', 'frecuentemente'],
    pt: ['frequentemente', 'muitas vezes', 'com frequência'],
  },
  { english: ['never'], es: ['nunca'], pt: ['nunca'] },
  { english: ['sometimes'], es: ['a veces'], pt: ['às vezes'] },
  {
    english: ['usually', 'generally', 'tend'],
    es: ['suelo', 'suele', 'suelen', 'tiendo a', 'generalmente'],
    pt: ['costumo', 'costuma', 'tendo a', 'geralmente'],
  },
  {
    english: ['believe', 'think'],
    es: ['creo que', 'pienso que', 'considero que'],
    pt: ['acho que', 'acredito que', 'penso que'],
  },
  {
    english: ['easily', 'readily'],
    es: ['fácilmente', 'con facilidad'],
    pt: ['facilmente', 'com facilidade'],
  },
  { english: ['very', 'highly', 'really'], es: ['muy'], pt: ['muito'] },
  {
    english: ['could', 'might', 'would'],
    es: ['podría', 'podrían', 'sería capaz'],
    pt: ['poderia', 'poderiam', 'seria capaz'],
  },
];

/** `\b` does not know accented letters, so a word is bounded by anything but a letter. */
function containsWord(text: string, word: string): boolean {
  return new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu').test(text);
}

function unlicensedWords(english: string, translation: string, language: 'es' | 'pt'): string[] {
  return licensedWords
    .filter((group) => !group.english.some((word) => containsWord(english, word)))
    .flatMap((group) => group[language].filter((word) => containsWord(translation, word)));
}

describe('translations', () => {
  it('adds no frequency word, intensifier, conditional or hedge the English does not have', () => {
    for (const item of items) {
      for (const language of ['es', 'pt'] as const) {
        expect(
          unlicensedWords(item.text.en, item.text[language], language),
          `${item.text.en} (${language}: ${item.text[language]})`,
        ).toEqual([]);
      }
    }
  });

  it('catches the drift it guards against, and accepts the word where the English has it', () => {
    expect(unlicensedWords('Love excitement', 'Busco sempre emoção (adrenalina)', 'pt')).toEqual([
      'sempre',
    ]);
    expect(
      unlicensedWords('Am always on the go', 'Creo que soy una persona activa y vigorosa', 'es'),
    ).toEqual(['creo que']);
    expect(unlicensedWords('Lose my temper', 'Perco a paciência facilmente', 'pt')).toEqual([
      'facilmente',
    ]);
    expect(unlicensedWords('Radiate joy', 'Soy una persona muy alegre', 'es')).toEqual(['muy']);
    expect(
      unlicensedWords('Cheat to get ahead', 'Podría hacer trampa si eso me lleva adelante', 'es'),
    ).toEqual(['podría']);
    expect(unlicensedWords('Lose my temper', 'Às vezes perco a paciência', 'pt')).toEqual([
      'às vezes',
    ]);
    expect(unlicensedWords('Am always on the go', 'Siempre estoy en movimiento', 'es')).toEqual([]);
    expect(
      unlicensedWords('Am very pleased with myself', 'Estou muito satisfeito(a)', 'pt'),
    ).toEqual([]);
  });

  it('writes gendered words about the respondent in both forms, never masculine only', () => {
    const masculineOnly =
      /(estar solo|cómodo|preparado|bueno en|bajoneado|decaído|relajado|satisfecho|mismo)(?!\/a)/;
    for (const item of items) expect(item.text.es, item.text.en).not.toMatch(masculineOnly);
  });
});

const pagesOf = (order: readonly Item[]) =>
  Array.from({ length: totalPages }, (_, index) =>
    order.slice(index * itemsPerPage, (index + 1) * itemsPerPage),
  );
const plusKeyedPerPage = (order: readonly Item[]) =>
  pagesOf(order).map((page) => page.filter((item) => item.keyed === 'plus').length);

describe('presentation order and pages', () => {
  it('never shows two items of the same facet, nor of the same domain, one after the other', () => {
    items.slice(1).forEach((item, index) => {
      expect(item.facet, `items ${index + 1} and ${index + 2}`).not.toBe(items[index]?.facet);
      expect(item.domain, `items ${index + 1} and ${index + 2}`).not.toBe(items[index]?.domain);
    });
  });

  it('puts at most 12 items of one key on a page (psychometric review F5)', () => {
    expect(mostItemsOfOneKeyPerPage).toBe(12);
    for (const [index, page] of pagesOf(items).entries()) {
      const plusKeyed = page.filter((item) => item.keyed === 'plus').length;
      expect(plusKeyed, `page ${index + 1}`).toBeGreaterThanOrEqual(20 - 12);
      expect(plusKeyed, `page ${index + 1}`).toBeLessThanOrEqual(12);
    }
  });

  it('asks 20 different facets on every page, four of each domain', () => {
    for (const [index, page] of pagesOf(items).entries()) {
      expect(new Set(page.map((item) => item.facet)).size, `page ${index + 1}`).toBe(20);
      for (const domain of domains) {
        expect(
          page.filter((item) => item.domain === domain),
          `page ${index + 1}`,
        ).toHaveLength(4);
      }
    }
  });

  it('never asks 4 items of one key in a row, across page breaks too', () => {
    expect(longestRunOfOneKey).toBe(3);
    for (let last = 4; last <= items.length; last += 1) {
      const keys = new Set(items.slice(last - 4, last).map((item) => item.keyed));
      expect(keys.size, `items ${last - 3} to ${last}`).toBe(2);
    }
  });

  it('asks each facet both ways in each half of its items and of the questionnaire', () => {
    for (const facet of facets) {
      const facetItems = items.filter((item) => item.facet === facet);
      const halves = [
        facetItems.filter((_, index) => index % 2 === 0),
        facetItems.filter((_, index) => index % 2 === 1),
        facetItems.slice(0, 4),
        facetItems.slice(4),
      ];
      for (const half of halves) {
        expect(new Set(half.map((item) => item.keyed)), facet).toEqual(new Set(itemKeys));
      }
    }
  });

  it('names what an order breaks, as the generator checks before writing the bank', () => {
    expect(presentationOrderBreaches(items)).toEqual([]);
    const keyedAlike = [...items].sort((a, b) => a.keyed.localeCompare(b.keyed));
    expect(presentationOrderBreaches(keyedAlike)).toContain('page 1 has 20 items of one key');
    expect(presentationOrderBreaches(keyedAlike)).toContain('items 1 to 4 have one key');
    const byFacet = [...items].sort((a, b) => a.facet.localeCompare(b.facet));
    expect(presentationOrderBreaches(byFacet)).toContain('items 1 and 2 share a facet');
    expect(presentationOrderBreaches(byFacet)).toContain('page 1 has 3 facets for 20 items');
  });

  it('splits the 240 items into 12 pages of 20', () => {
    expect(itemsPerPage).toBe(20);
    expect(totalPages).toBe(12);
    for (let page = 1; page <= totalPages; page += 1) {
      const pageItems = itemsOnPage(page);
      expect(pageItems).toHaveLength(20);
      expect(pageItems.every((item) => pageOfItem(item.id) === page)).toBe(true);
    }
    expect(itemsOnPage(0)).toEqual([]);
    expect(itemsOnPage(13)).toEqual([]);
  });

  it('gives each question its text in the chosen language and its page', () => {
    const questions = questionsForLanguage('es');
    expect(questions).toHaveLength(240);
    const first = questions[0];
    expect(first).toEqual({
      question_id: items[0]?.id,
      text: items[0]?.text.es,
      page: 1,
    });
    expect(questions.at(-1)?.page).toBe(12);
    expect(questionsForLanguage('es')).toBe(questions);
  });

  it('finds items by id and knows nothing of unknown ids', () => {
    const item = items[42];
    expect(item && itemById(item.id)).toBe(item);
    expect(itemById('not-an-item')).toBeUndefined();
    expect(pageOfItem('not-an-item')).toBeUndefined();
  });

  it('resumes at the first page with an unanswered item, or the last page when all are answered', () => {
    const ids = items.map((item) => item.id);
    expect(firstUnansweredPage([])).toBe(1);
    expect(firstUnansweredPage(ids.slice(0, 40))).toBe(3);
    expect(firstUnansweredPage(ids.filter((_, index) => index !== 130))).toBe(7);
    expect(firstUnansweredPage(ids)).toBe(12);
  });
});

describe('earlier presentation orders (attempts finish in the order they began in)', () => {
  const previousOrder = presentationOrderOf('ipip-neo-240/2');

  it('keeps the order of ipip-neo-240/2: the same 240 items, its key imbalance and all', () => {
    expect(presentationOrderVersions).toEqual(['ipip-neo-240/2', 'ipip-neo-240/3']);
    expect(previousOrder.map((item) => item.id)).toEqual(presentationOrder2ItemIds);
    expect(new Set(previousOrder)).toEqual(new Set(items));
    expect(previousOrder[0]?.text.en).toBe('Worry about things');
    expect(plusKeyedPerPage(previousOrder)).toEqual([18, 10, 2, 18, 10, 2, 18, 9, 4, 18, 9, 4]);
    expect(previousOrder.map((item) => item.id)).not.toEqual(items.map((item) => item.id));
  });

  it('gives each version its own pages, questions and resume page', () => {
    const lastOfPageOne = previousOrder[19]!;
    const pageInCurrent = pageOfItem(lastOfPageOne.id);
    expect(pageOfItem(lastOfPageOne.id, 'ipip-neo-240/2')).toBe(1);
    expect(itemsOnPage(1, 'ipip-neo-240/2')).toEqual(previousOrder.slice(0, 20));
    expect(itemsOnPage(12, 'ipip-neo-240/2')).toEqual(previousOrder.slice(220));
    expect(questionsForLanguage('pt', 'ipip-neo-240/2')[20]).toEqual({
      question_id: previousOrder[20]?.id,
      text: previousOrder[20]?.text.pt,
      page: 2,
    });
    const firstTwoPages = previousOrder.slice(0, 40).map((item) => item.id);
    expect(firstUnansweredPage(firstTwoPages, 'ipip-neo-240/2')).toBe(3);
    expect(firstUnansweredPage(firstTwoPages)).toBe(1);
    expect(pagesOfItemsByOrder([lastOfPageOne.id])).toEqual({
      'ipip-neo-240/2': [1],
      'ipip-neo-240/3': [pageInCurrent],
    });
  });

  it('presents an attempt of an unknown or older bank, such as ipip-neo-240/1, in the current order', () => {
    expect(presentationOrderVersionOf('ipip-neo-240/1')).toBe(itemBankVersion);
    expect(presentationOrderVersionOf('ipip-neo-240/2')).toBe('ipip-neo-240/2');
    expect(presentationOrderOf('ipip-neo-240/1')).toBe(items);
    expect(presentationOrderOf()).toBe(items);
    expect(itemsOnPage(1, 'ipip-neo-240/1')).toEqual(itemsOnPage(1));
    expect(questionsForLanguage('en', 'ipip-neo-240/1')).toBe(questionsForLanguage('en'));
  });
});
