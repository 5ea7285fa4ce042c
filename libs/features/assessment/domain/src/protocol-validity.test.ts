import { describe, expect, it } from 'vitest';
import { itemById, items, itemsPerPage, totalPages } from './item-bank';
import {
  acquiescenceLimits,
  antonymPairs,
  longstringCutoffs,
  maximumAntonymCorrelation,
  minimumIndividualReliability,
  minimumSecondsPerItem,
  protocolValidity,
  type PageTimings,
} from './protocol-validity';
import { answerScale, type Answer } from './scales';
import { carefulAnswerSet, randomAnswerSet, seededRandom, uniformAnswerSet } from './testing';

const careful = carefulAnswerSet(seededRandom(1));

/** Every page first saved `secondsPerItem × 20` seconds after the previous one. */
function pagesEvery(secondsPerItem: number): PageTimings {
  const startedAt = Date.UTC(2026, 0, 1);
  const firstSavedAtByPage: Record<number, number> = {};
  for (let page = 1; page <= totalPages; page += 1) {
    firstSavedAtByPage[page] = startedAt + page * itemsPerPage * secondsPerItem * 1000;
  }
  return { startedAt, firstSavedAtByPage };
}

describe('protocolValidity', () => {
  it('finds a careful, varied protocol valid, with consistent indices', () => {
    const validity = protocolValidity(careful, pagesEvery(6));
    expect(validity).toMatchObject({ status: 'valid', flags: [] });
    expect(validity.indices.antonymCorrelation).toBeLessThan(maximumAntonymCorrelation);
    expect(validity.indices.individualReliability).toBeGreaterThan(minimumIndividualReliability);
    expect(validity.indices.secondsPerItemByPage).toEqual(Array(totalPages).fill(6));
    expect(validity.indices.fastPages).toBe(0);
  });

  it('finds a straight-lined protocol invalid by its longstring', () => {
    const validity = protocolValidity(uniformAnswerSet('neutral'));
    expect(validity.status).toBe('invalid');
    expect(validity.flags).toContain('longstring');
    expect(validity.indices.longestRun).toEqual({ answer: 'neutral', length: items.length });
    // Constant answers have no variance to correlate: those indices are not computed.
    expect(validity.indices.antonymCorrelation).toBeNull();
  });

  it("flags a run one longer than Johnson's cut-off for its answer, and not one at the cut-off", () => {
    for (const answer of answerScale) {
      const cutoff = longstringCutoffs[answer];
      const withRun = (length: number) => {
        const answers: Record<string, Answer> = { ...careful };
        // Break runs around the inserted one with an answer two steps away.
        const other = answerScale[(answerScale.indexOf(answer) + 2) % answerScale.length]!;
        items.forEach((item, index) => {
          if (index < 100 || index > 100 + length) return;
          answers[item.id] = index === 100 + length ? other : answer;
        });
        answers[items[99]!.id] = other;
        return protocolValidity(answers).flags.includes('longstring');
      };
      expect(withRun(cutoff), `${answer} run of ${cutoff}`).toBe(false);
      expect(withRun(cutoff + 1), `${answer} run of ${cutoff + 1}`).toBe(true);
    }
  });

  it('finds random protocols invalid: antonyms uncorrelated and halves inconsistent', () => {
    const validity = protocolValidity(randomAnswerSet(seededRandom(3)));
    expect(validity.status).toBe('invalid');
    expect(validity.flags).toEqual(['antonym_inconsistency', 'low_individual_reliability']);
  });

  it('catches most random protocols and leaves almost none valid', () => {
    const random = seededRandom(11);
    const statuses = Array.from(
      { length: 300 },
      () => protocolValidity(randomAnswerSet(random)).status,
    );
    const share = (status: string) => statuses.filter((found) => found === status).length / 300;
    expect(share('invalid')).toBeGreaterThan(0.75);
    expect(share('valid')).toBeLessThan(0.03);
  });

  it('finds an acquiescent protocol invalid: it agrees with statements and their opposites', () => {
    const random = seededRandom(5);
    const agreeing = Object.fromEntries(
      items.map((item) => [item.id, random() < 0.5 ? 'agree' : 'strongly_agree']),
    );
    const validity = protocolValidity(agreeing);
    expect(validity.indices.meanAnswer).toBeGreaterThanOrEqual(acquiescenceLimits.agreeing);
    expect(validity.flags).toEqual(
      expect.arrayContaining(['acquiescence', 'antonym_inconsistency']),
    );
    expect(validity.status).toBe('invalid');
  });

  it('flags disagreeing with everything as disacquiescence', () => {
    const random = seededRandom(6);
    const disagreeing = Object.fromEntries(
      items.map((item) => [item.id, random() < 0.5 ? 'disagree' : 'strongly_disagree']),
    );
    expect(protocolValidity(disagreeing).flags).toContain('disacquiescence');
  });

  it('finds a careful protocol answered under 2 s per item questionable, by speed alone', () => {
    const validity = protocolValidity(careful, pagesEvery(minimumSecondsPerItem - 0.5));
    expect(validity).toMatchObject({ status: 'questionable', flags: ['too_fast'] });
    expect(validity.indices.fastPages).toBe(totalPages);
  });

  it('does not flag speed for two fast pages, and times pages saved together as one span', () => {
    const timings = pagesEvery(5);
    const fastSaves = { ...timings.firstSavedAtByPage };
    fastSaves[2] = fastSaves[1]! + 10_000;
    fastSaves[3] = fastSaves[2] + 10_000;
    fastSaves[4] = fastSaves[3] + 2 * itemsPerPage * 5000;
    fastSaves[5] = fastSaves[4];
    const validity = protocolValidity(careful, { ...timings, firstSavedAtByPage: fastSaves });
    expect(validity.flags).toEqual([]);
    expect(validity.indices.fastPages).toBe(2);
    expect(validity.indices.secondsPerItemByPage?.slice(0, 5)).toEqual([5, 0.5, 0.5, 5, 5]);
  });
});

describe('antonymPairs', () => {
  it('pairs a plus-keyed and a minus-keyed item of one facet, never a values item', () => {
    expect(antonymPairs.length).toBeGreaterThanOrEqual(25);
    for (const [plusId, minusId] of antonymPairs) {
      const plus = itemById(plusId);
      const minus = itemById(minusId);
      expect(plus?.keyed).toBe('plus');
      expect(minus?.keyed).toBe('minus');
      expect(plus?.facet).toBe(minus?.facet);
      expect(plus?.facet).not.toBe('values');
    }
  });
});
