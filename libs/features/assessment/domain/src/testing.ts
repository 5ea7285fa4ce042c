/** Answer sets for tests and benchmarks; not part of the shipped API. */
import { items } from './item-bank';
import { answerScale, domains, facetsByDomain, type Answer, type ScaleScores } from './scales';

export { seededRandom } from './seeded-random';

export function randomAnswer(random: () => number): Answer {
  return answerScale[Math.floor(random() * answerScale.length)] ?? 'neutral';
}

/** Every item answered at random. */
export function randomAnswerSet(random: () => number): Record<string, Answer> {
  return Object.fromEntries(items.map((item) => [item.id, randomAnswer(random)]));
}

/** Every item answered with the same word. */
export function uniformAnswerSet(answer: Answer): Record<string, Answer> {
  return Object.fromEntries(items.map((item) => [item.id, answer]));
}

/**
 * A careful, varied protocol: each facet gets a trait level from -2 to 2, every answer follows
 * the item's key from it, and now and then an answer is one step off, as real answers are.
 */
export function carefulAnswerSet(random: () => number): Record<string, Answer> {
  const traitByFacet = new Map<string, number>();
  return Object.fromEntries(
    items.map((item) => {
      if (!traitByFacet.has(item.facet)) {
        traitByFacet.set(item.facet, Math.floor(random() * 5) - 2);
      }
      const trait = traitByFacet.get(item.facet) ?? 0;
      const keyed = item.keyed === 'plus' ? trait : -trait;
      const slip = random() < 0.3 ? (random() < 0.5 ? -1 : 1) : 0;
      const position = Math.min(4, Math.max(0, 2 + keyed + slip));
      return [item.id, answerScale[position] ?? 'neutral'];
    }),
  );
}

/** Consistent scores with every facet at `facet` (0..32): domains are sums, PEN as DESIGN §5. */
export function scoresWith(facet: number): ScaleScores {
  const scores = {} as Record<string, number>;
  for (const domain of domains) {
    for (const name of facetsByDomain[domain]) scores[name] = facet;
    scores[domain] = facet * 6;
  }
  scores['pen_extraversion'] = scores['extraversion']!;
  scores['pen_neuroticism'] = scores['neuroticism_x_emotional_stability']!;
  scores['pen_psychoticism'] = 192 - facet * 6;
  return scores as ScaleScores;
}

export * from './respondent-simulation';
