import type { ValidityStatus } from '@facet/assessment-domain';
import { heatBandOf, heatBands, teamView, type TeamMemberInput } from '@facet/team-insight-domain';
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

const countedMember = (id: number, name: string, facet: number): TeamMemberInput =>
  teamMember(id, name, { facet, validity: 'valid' });

const companyView = {
  scope: { kind: 'company', name: 'Acme & Sons' } as const,
  ...teamView([
    countedMember(1, 'Ann', 6),
    countedMember(2, 'Bo', 16),
    countedMember(3, 'Cy', 28),
    teamMember(4, 'Nia', null),
  ]),
};

/** The rows of the table that follows the heading `heading`, as HTML. */
function rowsAfter(html: string, heading: string): string[] {
  const start = html.indexOf(`<h2>${heading}</h2>`);
  const body = html.slice(html.indexOf('<tbody>', start), html.indexOf('</tbody>', start));
  return body.split('\n').filter((line) => line.startsWith('<tr'));
}

describe('the printed team view of a company', () => {
  const html = teamViewHtml(companyView, 'Acme & Sons', 'en');

  it('names the company as its scope, escaped, in the title and the header', () => {
    expect(html).toContain('<title>Team view – Acme &amp; Sons</title>');
    expect(html).toContain('<dt>Company</dt><dd>Acme &amp; Sons</dd>');
    expect(html).not.toContain('<dt>Group</dt>');
    expect(html).toContain('<html lang="en">');
  });

  it('counts who was left out without a result and says nothing of questionable results', () => {
    expect(html).toContain('<p>3 members counted · 1 without a finished assessment</p>');
    expect(html).not.toContain('questionable');
    expect(html).not.toContain('>Nia<');
  });

  it('prints one heatmap row per counted member with the five domains, each with its band', () => {
    const rows = rowsAfter(html, 'Big Five domains of each member (percentile and level)');
    expect(rows).toHaveLength(3);
    for (const [index, row] of companyView.members.entries()) {
      const cells = rows[index]!.match(/<td class="heat (\w+)">(\d+)<br>/g) ?? [];
      expect(cells).toHaveLength(5);
      const domainIndex = companyView.scales.indexOf('extraversion');
      const band = heatBandOf(row.t[domainIndex]!, row.levels[domainIndex]!);
      expect(rows[index]).toContain(
        `<td class="heat ${band}">${row.percentiles[domainIndex]!}<br>`,
      );
    }
  });

  it('prints the levels of each domain beside the norm, as counts and whole percentages', () => {
    const rows = rowsAfter(html, 'Levels in the team against the norm');
    expect(rows).toHaveLength(5);
    const [first] = companyView.distributions;
    for (const share of first!.levels) {
      expect(rows[0]).toContain(
        `${share.count} · ${Math.round(share.share * 100)} % <span class="muted">(Norm ${Math.round(share.expectedShare * 100)} %)</span>`,
      );
    }
  });

  it('lists the median percentile and middle half of every scale, domains apart from facets', () => {
    const rows = rowsAfter(html, 'Where the team is alike, where it differs');
    expect(rows).toHaveLength(35);
    expect(rows.filter((row) => row.startsWith('<tr class="domain">'))).toHaveLength(5);
    expect(rows.filter((row) => row.startsWith('<tr class="facet">'))).toHaveLength(30);
    const firstScale = companyView.spread!.scales[0]!;
    expect(rows[0]).toContain(
      `<td class="num">${firstScale.medianPercentile}</td><td class="num">${firstScale.middleHalfFrom}–${firstScale.middleHalfTo}</td>`,
    );
    // A manager reads percentiles only (issue 41, point 6).
    expect(html).not.toMatch(/T-score|Mean T/);
    expect(html).toMatch(/<p>The team is most alike on [^<]+\. It differs most on [^<]+\.<\/p>/);
  });

  it('shows the legend of all five colour bands', () => {
    for (const band of heatBands) expect(html).toContain(`<span class="swatch heat ${band}">`);
  });
});

describe('the printed team view and untrusted names', () => {
  it('escapes a member’s, a group’s and the company’s names', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const html = teamViewHtml(
      {
        scope: { kind: 'group', group_id: 9, name: `${hostile} team` },
        ...teamView([
          countedMember(1, hostile, 10),
          countedMember(2, 'Bo', 16),
          countedMember(3, 'Cy', 22),
        ]),
      },
      `</style><script>alert(1)</script>`,
      'en',
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<th scope="row">&lt;img src=x onerror=alert(1)&gt;</th>');
    expect(html).toContain('<dt>Group</dt><dd>&lt;img src=x onerror=alert(1)&gt; team</dd>');
  });
});

describe('the printed team view in Spanish and Portuguese', () => {
  it('prints the counts and headings in the language asked for', () => {
    const spanish = teamViewHtml(companyView, 'Acme', 'es');
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<p>3 miembros incluidos · 1 sin una evaluación terminada</p>');
    expect(spanish).toContain('<dt>Empresa</dt>');
    const portuguese = teamViewHtml(view, 'Acme', 'pt');
    expect(portuguese).toContain('<h1>Visão da equipe</h1>');
    expect(portuguese).toContain('1 com um resultado não válido, excluído');
  });
});
