import { describe, expect, it } from 'vitest';
import type { Item } from './item';
import { items, itemsPerPage, totalPages } from './item-bank';
import {
  acquiescenceLimit,
  fastPagesForFlag,
  fastPagesForInvalid,
  invalidConsistency,
  longstringCutoffs,
  minimumConsistency,
  minimumLateConsistency,
  minimumSecondsPerItem,
  protocolValidity,
  validityRulesVersion,
  type PageTimings,
} from './protocol-validity';
import { answerScale, facets, maxAnswerValue, type Answer } from './scales';
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

/** Timings where the first `fastPages` pages take `fast` seconds per item and the rest 6. */
function withFastPages(fastPages: number, fast = minimumSecondsPerItem - 0.25): PageTimings {
  const startedAt = Date.UTC(2026, 0, 1);
  const firstSavedAtByPage: Record<number, number> = {};
  let at = startedAt;
  for (let page = 1; page <= totalPages; page += 1) {
    at += itemsPerPage * (page <= fastPages ? fast : 6) * 1000;
    firstSavedAtByPage[page] = at;
  }
  return { startedAt, firstSavedAtByPage };
}

/** The answer that gives an item the keyed score `keyedScore` (0..4). */
function answerFor(item: Item, keyedScore: number): Answer {
  return answerScale[item.keyed === 'plus' ? keyedScore : maxAnswerValue - keyedScore]!;
}

/** Every item of a facet gets the facet's keyed score: facets cycle through 0..4. */
function facetLevelsAnswerSet(): Record<string, Answer> {
  return Object.fromEntries(
    items.map((item) => [item.id, answerFor(item, facets.indexOf(item.facet) % 5)]),
  );
}

describe('protocolValidity', () => {
  it('finds a careful, varied protocol valid, under the current rules', () => {
    const validity = protocolValidity(careful, pagesEvery(6));
    expect(validity).toMatchObject({ status: 'valid', flags: [] });
    expect(validity.indices.rules).toBe(validityRulesVersion);
    expect(validity.indices.consistency).toBeGreaterThan(minimumConsistency);
    expect(validity.indices.secondsPerItemByPage).toEqual(Array(totalPages).fill(6));
    expect(validity.indices.fastPages).toBe(0);
  });

  it('measures consistency as the correlation of keyed scores across pairs of items of one facet', () => {
    // Both items of every pair have the same keyed score, and facets differ: a correlation of 1.
    const validity = protocolValidity(facetLevelsAnswerSet());
    expect(validity.indices.consistencyBySection).toEqual({
      whole: 1,
      secondHalf: 1,
      lastQuarter: 1,
    });
    expect(validity.indices.consistency).toBe(1);
    // Agreeing with plus- and minus-keyed items by content leaves acquiescence at 0.
    expect(validity.indices.acquiescence).toBe(0);
  });

  it('flags answers gone careless in the last quarter by the later sections, not the whole', () => {
    const answers = facetLevelsAnswerSet();
    // From item 181 every answer is the opposite of what the person's facet level gives.
    items.forEach((item, index) => {
      if (index >= 180) answers[item.id] = answerFor(item, 4 - (facets.indexOf(item.facet) % 5));
    });
    const validity = protocolValidity(answers);
    expect(validity.indices.consistency).toBe(validity.indices.consistencyBySection.whole);
    expect(validity.indices.consistency).toBeGreaterThan(minimumConsistency);
    expect(validity.indices.consistencyBySection.lastQuarter).toBeLessThan(minimumLateConsistency);
    expect(validity).toMatchObject({
      status: 'questionable',
      flags: ['low_individual_reliability'],
    });
  });

  it('finds a random protocol invalid by its consistency alone', () => {
    const validity = protocolValidity(randomAnswerSet(seededRandom(3)));
    expect(validity.indices.consistency).toBeLessThan(invalidConsistency);
    expect(validity.flags).toEqual(['low_individual_reliability']);
    expect(validity.status).toBe('invalid');
  });

  it('finds a straight-lined protocol invalid by its run, and computes no consistency', () => {
    const validity = protocolValidity(uniformAnswerSet('neutral'));
    expect(validity.status).toBe('invalid');
    expect(validity.flags).toContain('longstring');
    expect(validity.indices.longestRun).toEqual({ answer: 'neutral', length: items.length });
    // Constant answers have no variance to correlate.
    expect(validity.indices.consistency).toBeNull();
  });

  it('flags a run one longer than the cut-off for its answer, and not one at the cut-off', () => {
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

  it('reads runs in the order the protocol was presented in', () => {
    const answers = facetLevelsAnswerSet();
    const byKeyedScore = [...items].sort(
      (a, b) => (facets.indexOf(a.facet) % 5) - (facets.indexOf(b.facet) % 5),
    );
    const inCurrentOrder = protocolValidity(answers);
    const inOtherOrder = protocolValidity(answers, undefined, byKeyedScore);
    expect(inOtherOrder.indices.longestRun.length).toBeGreaterThan(
      inCurrentOrder.indices.longestRun.length,
    );
    expect(inOtherOrder.indices.consistency).toBe(inCurrentOrder.indices.consistency);
  });

  it('measures acquiescence on balanced pairs: agreeing with statements and their opposites', () => {
    const agreeing = Object.fromEntries(items.map((item) => [item.id, 'agree']));
    // Mean answer to plus items 3, to minus items 3: (3 + 3) / 2 - 2 = 1 on every facet.
    expect(protocolValidity(agreeing).indices.acquiescence).toBe(1);
    const disagreeing = Object.fromEntries(items.map((item) => [item.id, 'disagree']));
    expect(protocolValidity(disagreeing).indices.acquiescence).toBe(-1);
  });

  it('flags acquiescence beyond its limit, and two flags make a protocol invalid', () => {
    expect(protocolValidity(facetLevelsAnswerSet()).flags).not.toContain('acquiescence');
    const random = seededRandom(5);
    const agreeing = Object.fromEntries(
      items.map((item) => [item.id, random() < 0.5 ? 'agree' : 'strongly_agree']),
    );
    const validity = protocolValidity(agreeing);
    expect(validity.indices.acquiescence).toBeGreaterThanOrEqual(acquiescenceLimit);
    expect(validity.flags).toEqual(
      expect.arrayContaining(['acquiescence', 'low_individual_reliability']),
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

  it('finds a careful protocol questionable when a quarter of its pages were too fast', () => {
    expect(protocolValidity(careful, withFastPages(fastPagesForFlag - 1)).flags).toEqual([]);
    const validity = protocolValidity(careful, withFastPages(fastPagesForFlag));
    expect(validity).toMatchObject({ status: 'questionable', flags: ['too_fast'] });
    expect(validity.indices.fastPages).toBe(fastPagesForFlag);
  });

  it('finds a protocol invalid by speed alone when a third of its pages were too fast', () => {
    const validity = protocolValidity(careful, withFastPages(fastPagesForInvalid));
    expect(validity).toMatchObject({ status: 'invalid', flags: ['too_fast'] });
    // At the limit a page is not too fast.
    expect(protocolValidity(careful, pagesEvery(minimumSecondsPerItem)).indices.fastPages).toBe(0);
  });

  it('times pages saved together as one span', () => {
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
