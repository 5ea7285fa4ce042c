import {
  currentNorms,
  domains,
  facetsByDomain,
  type ScaleScores,
  type ValidityStatus,
} from '@facet/assessment-domain';
import { teamView, type TeamMemberInput } from '@facet/team-insight-domain';
import { describe, expect, it } from 'vitest';
import { teamViewHtml } from './team-view-html';

function scoresWith(facet: number): ScaleScores {
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

const member = (id: number, name: string, validity: ValidityStatus): TeamMemberInput => ({
  user_id: id,
  name,
  email: `${name.toLowerCase()}@acme.example`,
  result: {
    result_id: 100 + id,
    scores: scoresWith(10 + id),
    norm_version: currentNorms.version,
    validity,
  },
});

const view = {
  scope: { kind: 'group', group_id: 1, name: 'Support' } as const,
  ...teamView([
    member(1, 'Ann', 'valid'),
    member(2, 'Cy', 'questionable'),
    member(3, 'Di', 'invalid'),
  ]),
};

describe('the printed team view', () => {
  it('marks a questionable member where members are listed and counts who was left out', () => {
    const html = teamViewHtml(view, 'Acme Demo', 'en');
    expect(html).toContain('<th scope="row">Cy <small class="muted">(questionable)</small></th>');
    expect(html).toContain('<th scope="row">Ann</th>');
    expect(html).not.toContain('>Di<');
    expect(html).toContain(
      '<p>2 members counted · 1 of them with a questionable result, marked “questionable”',
    );
    expect(html).toContain('1 with a result that is not valid, left out</p>');
  });

  it('marks it in Spanish and Portuguese too', () => {
    expect(teamViewHtml(view, 'Acme Demo', 'es')).toContain('Cy <small class="muted">(dudoso)');
    expect(teamViewHtml(view, 'Acme Demo', 'pt')).toContain('Cy <small class="muted">(duvidoso)');
  });
});
