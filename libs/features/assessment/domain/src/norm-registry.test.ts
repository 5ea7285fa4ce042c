import { describe, expect, it } from 'vitest';
import { levelCutoffs, normalCdf, tScore } from './describe-scores';
import { johnson2014Norms } from './johnson-2014-norms';
import { johnsonBlendNorms } from './johnson-blend-norms';
import { currentNorms, normSets, normsOfVersion } from './norm-registry';
import { normSetSchema } from './norm-set';
import { domains, facets, facetsByDomain, scales } from './scales';
import { psychoticismFacets } from './scoring';

describe('the norm registry', () => {
  it('keeps every version results were described with, each a valid norm set', () => {
    expect([...normSets.keys()]).toEqual(['johnson-2014/1', 'johnson-120-300-blend/1']);
    for (const norms of normSets.values()) {
      expect(normSetSchema.safeParse(norms).success, norms.version).toBe(true);
    }
  });

  it('describes new results with the blended norms, labelled provisional', () => {
    expect(currentNorms).toBe(johnsonBlendNorms);
    expect(currentNorms.provisional).toBe(true);
  });

  it('gives the norms of a stored version, and refuses a version it does not know', () => {
    expect(normsOfVersion('johnson-2014/1')).toBe(johnson2014Norms);
    expect(() => normsOfVersion('johnson-2099/9')).toThrow(/johnson-2099\/9/);
  });
});

describe('the blended Johnson IPIP-NEO-120/300 norms', () => {
  const blended = johnsonBlendNorms.scales;
  const old = johnson2014Norms.scales;

  it('moves the facets the 300 table shows were biased: frankness and conciliatory attitude down, actions up', () => {
    // An average person under the blend sat at T 43.9, 45.6 and 54.6 under the old norms.
    expect(tScore(blended.frankness.mean, old.frankness)).toBeCloseTo(43.9, 1);
    expect(tScore(blended.conciliatory_attitude.mean, old.conciliatory_attitude)).toBeCloseTo(
      45.6,
      1,
    );
    expect(tScore(blended.actions.mean, old.actions)).toBeCloseTo(54.6, 1);
  });

  it('places an average person at T 50, so about 31% of people are low and 31% high on every scale', () => {
    const expectedShare = normalCdf((levelCutoffs.lowBelow - 50) / 10);
    expect(expectedShare).toBeCloseTo(0.3085, 4);
    for (const scale of scales) {
      expect(tScore(blended[scale].mean, blended[scale]), scale).toBe(50);
    }
  });

  it('keeps facet norms inside 0..32 and shortens the 10-item SDs rather than lengthening the 4-item ones', () => {
    for (const facet of facets) {
      expect(blended[facet].mean, facet).toSatisfy((mean: number) => mean > 0 && mean < 32);
      expect(blended[facet].sd, facet).toSatisfy((sd: number) => sd > 3 && sd < 10);
    }
    const meanSd = (norms: typeof blended) =>
      facets.reduce((sum, facet) => sum + norms[facet].sd, 0) / facets.length;
    expect(meanSd(blended)).toBeLessThan(meanSd(old));
  });

  it('builds domains from their facets and PEN from the domains and the P facets', () => {
    for (const domain of domains) {
      const meanSum = facetsByDomain[domain].reduce((sum, facet) => sum + blended[facet].mean, 0);
      expect(blended[domain].mean, domain).toBeCloseTo(meanSum, 1);
    }
    expect(blended.pen_extraversion).toEqual(blended.extraversion);
    expect(blended.pen_neuroticism).toEqual(blended.neuroticism_x_emotional_stability);
    const pMeanSum = psychoticismFacets.reduce((sum, facet) => sum + blended[facet].mean, 0);
    expect(blended.pen_psychoticism.mean).toBeCloseTo(192 - pMeanSum, 1);
  });
});
