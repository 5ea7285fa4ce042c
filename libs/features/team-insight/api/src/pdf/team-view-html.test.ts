import type { ValidityStatus } from '@facet/assessment-domain';
import { teamView, type TeamMemberInput } from '@facet/team-insight-domain';
import { teamMember } from '@facet/team-insight-domain/testing';
import { describe, expect, it } from 'vitest';
import { teamViewHtml } from './team-view-html';

const member = (id: number, name: string, validity: ValidityStatus): TeamMemberInput =>
  teamMember(id, name, { facet: 10 + id, validity });

const view = {
  scope: { kind: 'group', group_id: 1, name: 'Support' } as const,
  // Three counted people: the fewest a team view shows scores for.
  ...teamView([
    member(1, 'Ann', 'valid'),
    member(2, 'Cy', 'questionable'),
    member(3, 'Di', 'invalid'),
    member(4, 'Ed', 'valid'),
  ]),
};

describe('the printed team view', () => {
  it('marks a questionable member where members are listed and counts who was left out', () => {
    const html = teamViewHtml(view, 'Acme Demo', 'en');
    expect(html).toContain('<th scope="row">Cy <small class="muted">(questionable)</small></th>');
    expect(html).toContain('<th scope="row">Ann</th>');
    expect(html).not.toContain('>Di<');
    expect(html).toContain(
      '<p>3 members counted · 1 of them with a questionable result, marked “questionable”',
    );
    expect(html).toContain('1 with a result that is not valid, left out</p>');
  });

  it('marks it in Spanish and Portuguese too', () => {
    expect(teamViewHtml(view, 'Acme Demo', 'es')).toContain('Cy <small class="muted">(dudoso)');
    expect(teamViewHtml(view, 'Acme Demo', 'pt')).toContain('Cy <small class="muted">(duvidoso)');
  });
});
