import {
  interviewGuideWordEntries,
  questionBankEntries,
  type BankKey,
} from '@facet/interview-guides-domain';
import { catalogueFormatter } from '@facet/platform-i18n';
import { languages } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import { bankMessages, questionBankCatalogue } from './guide-catalogues';

describe('the question bank’s catalogue', () => {
  it('prints every text of the bank as written, in every language (no stray ICU syntax)', () => {
    const formatterFor = catalogueFormatter([questionBankCatalogue]);
    for (const language of languages) {
      const format = formatterFor(language);
      for (const [key, texts] of Object.entries(questionBankEntries) as [
        BankKey,
        (typeof questionBankEntries)[BankKey],
      ][]) {
        expect(format(bankMessages[key]), `${key} ${language}`).toBe(texts[language]);
      }
    }
  });

  it('has the guide’s words in every language, none copied from English', () => {
    for (const [key, texts] of Object.entries(interviewGuideWordEntries)) {
      for (const language of languages) expect(texts[language].trim(), key).not.toBe('');
      expect(texts.es, key).not.toBe(texts.en);
      expect(texts.pt, key).not.toBe(texts.en);
    }
  });
});
