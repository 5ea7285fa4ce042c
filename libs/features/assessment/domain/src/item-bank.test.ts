import ipip300English from '@alheimsins/b5-costa-mccrae-300-ipip-neo-pi-r/data/en/questions.json';
import johnson120English from '@bigfive-org/questions/data/en/questions.json';
import johnson120Spanish from '@bigfive-org/questions/data/es/questions.json';
import johnson120Portuguese from '@bigfive-org/questions/data/pt-br/questions.json';
import { describe, expect, it } from 'vitest';
import { johnson120TranslationCorrections } from '../item-bank-source/johnson-120-corrections';
import { itemLanguages, itemKeys } from './item';
import {
  firstUnansweredPage,
  itemBankVersion,
  itemById,
  itemCount,
  items,
  itemsOnPage,
  itemsPerPage,
  pageOfItem,
  questionsForLanguage,
  totalPages,
} from './item-bank';
import { domainByIpipLetter, ipipDomainLetters } from './ipip-domains';
import { domainOfFacet, facets, facetsByDomain } from './scales';

const ipip300ById = new Map(ipip300English.map((item) => [item.id, item]));
const johnson120Ids = new Set(johnson120English.map((item) => item.id));

function packageFacet(item: { domain: string; facet: number }) {
  const letter = ipipDomainLetters.find((candidate) => candidate === item.domain);
  return letter && facetsByDomain[domainByIpipLetter[letter]][item.facet - 1];
}

describe('item bank content', () => {
  it('has a version and 240 items with unique ids', () => {
    expect(itemBankVersion).toBe('ipip-neo-240/1');
    expect(itemCount).toBe(240);
    expect(new Set(items.map((item) => item.id)).size).toBe(240);
  });

  it('holds 8 items per facet, 4 of them the Johnson-120 items of that facet', () => {
    for (const facet of facets) {
      const facetItems = items.filter((item) => item.facet === facet);
      expect(facetItems, facet).toHaveLength(8);
      expect(
        facetItems.filter((item) => item.source === 'johnson-120'),
        facet,
      ).toHaveLength(4);
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

  it('keeps the id, key, facet and English text of the IPIP-NEO-300 package for every item', () => {
    for (const item of items) {
      const source = ipip300ById.get(item.id);
      expect(source, item.id).toBeDefined();
      expect(item.text.en).toBe(source?.text);
      expect(item.keyed).toBe(source?.keyed);
      expect(item.facet).toBe(source && packageFacet(source));
    }
  });

  it('has non-empty text for every item in every language, no text used twice', () => {
    for (const language of itemLanguages) {
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

describe('presentation order and pages', () => {
  it('never shows two items of the same facet one after the other', () => {
    items.slice(1).forEach((item, index) => {
      expect(item.facet, `items ${index + 1} and ${index + 2}`).not.toBe(items[index]?.facet);
    });
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
