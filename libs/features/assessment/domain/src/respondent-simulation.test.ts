import { describe, expect, it } from 'vitest';
import { items, totalPages } from './item-bank';
import { simulatePopulation } from './respondent-simulation';
import { scaleReliability } from './scale-reliability';
import { answerScale, facets } from './scales';

describe('simulatePopulation', () => {
  it('gives the same people for the same seed, and every item an answer on the scale', () => {
    const first = simulatePopulation({ respondentClass: 'attentive', count: 20, seed: 4 });
    const again = simulatePopulation({ respondentClass: 'attentive', count: 20, seed: 4 });
    expect(again).toEqual(first);
    for (const person of first) {
      expect(Object.keys(person.answers)).toHaveLength(items.length);
      expect(
        Object.values(person.answers).every((answer) =>
          (answerScale as readonly string[]).includes(answer),
        ),
      ).toBe(true);
    }
  });

  it('answers attentively with facets about as reliable as real questionnaires, not .98', () => {
    const people = simulatePopulation({ respondentClass: 'attentive', count: 600, seed: 12 });
    const { facetAlpha } = scaleReliability(people.map((person) => person.answers));
    const alphas = facets.map((facet) => facetAlpha[facet] ?? 0);
    const mean = alphas.reduce((sum, alpha) => sum + alpha, 0) / alphas.length;
    expect(mean).toBeGreaterThan(0.7);
    expect(mean).toBeLessThan(0.85);
  });

  it('answers one word throughout for the all-one-answer class, in turn over the scale', () => {
    const people = simulatePopulation({ respondentClass: 'all_one_answer', count: 5, seed: 1 });
    people.forEach((person, index) => {
      expect(new Set(Object.values(person.answers))).toEqual(new Set([answerScale[index]]));
    });
  });

  it('answers at random only after item 120 in the random-after-120 class', () => {
    const [attentive] = simulatePopulation({ respondentClass: 'attentive', count: 1, seed: 9 });
    const [careless] = simulatePopulation({
      respondentClass: 'random_after_120',
      count: 1,
      seed: 9,
    });
    const firstHalf = items.slice(0, 120).map((item) => item.id);
    expect(firstHalf.map((id) => careless!.answers[id])).toEqual(
      firstHalf.map((id) => attentive!.answers[id]),
    );
  });

  it('times every page when a reading speed is given', () => {
    const [person] = simulatePopulation({
      respondentClass: 'attentive',
      count: 1,
      seed: 2,
      medianSecondsPerItem: 4,
    });
    const saves = Object.values(person!.timings!.firstSavedAtByPage);
    expect(saves).toHaveLength(totalPages);
    expect([...saves].sort((a, b) => a - b)).toEqual(saves);
  });
});
