import { currentNorms, scoreAnswers } from '@facet/assessment-domain';
import { randomAnswerSet, seededRandom } from '@facet/assessment-domain/testing';
import type { Language } from '@facet/platform-kernel';
import { resultInform } from '@facet/reports-domain';
import { describe, expect, it } from 'vitest';
import { reportHtml } from './report-html';

const informIn = (lang: Language) =>
  resultInform(
    {
      result_id: 1,
      number: 1,
      date: '2026-11-26T10:00:00.000Z',
      scores: scoreAnswers(randomAnswerSet(seededRandom(3))),
      norm_version: currentNorms.version,
    },
    lang,
    'person',
  );

describe('the printed report page', () => {
  it('names the company in the header and the page footer when the person belongs to one', () => {
    const html = reportHtml({
      inform: informIn('en'),
      personName: 'Erin',
      companyName: 'Acme Demo',
    });
    expect(html).toContain('<dt>Company</dt><dd>Acme Demo</dd>');
    expect(html).toContain('@bottom-left { content: "Confidential \\b7  Acme Demo";');
  });

  it('prints only "Confidential" in the footer, and no company line, without a company', () => {
    const html = reportHtml({ inform: informIn('en'), personName: 'Erin', companyName: null });
    expect(html).not.toContain('<dt>Company</dt>');
    expect(html).toContain('@bottom-left { content: "Confidential";');
  });

  it('prints a caution under the header, before any score, only when it is given', () => {
    const caution = { title: 'Confirm <this>', text: 'Some answers were hurried.' };
    const html = reportHtml({
      inform: informIn('en'),
      personName: 'Erin',
      companyName: null,
      caution,
    });
    const note = html.indexOf('<aside class="caution" role="note"><h2>Confirm &lt;this&gt;</h2>');
    expect(note).toBeGreaterThan(html.indexOf('</header>'));
    expect(note).toBeLessThan(html.indexOf('<figure>'));
    expect(html).toContain('<p>Some answers were hurried.</p></aside>');
    expect(
      reportHtml({ inform: informIn('en'), personName: 'Erin', companyName: null }),
    ).not.toContain('class="caution"');
  });

  it.each([
    ['en', '"Page " counter(page) " of " counter(pages)'],
    ['es', '"Página " counter(page) " de " counter(pages)'],
    ['pt', '"Página " counter(page) " de " counter(pages)'],
  ] as const)('numbers every page in %s', (lang, counter) => {
    const html = reportHtml({ inform: informIn(lang), personName: 'Erin', companyName: null });
    expect(html).toContain(`@bottom-right { content: ${counter};`);
  });

  it('keeps a hostile company name inside its CSS string and its HTML text', () => {
    const hostile = 'Acme"; } body { display: none } </style><script>alert(1)</script>';
    const html = reportHtml({ inform: informIn('en'), personName: 'Erin', companyName: hostile });
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>');
    const style = html.slice(html.indexOf('<style>'), html.indexOf('</style>'));
    expect(style).not.toContain('display: none');
  });

  it.each(['en', 'es', 'pt'] as const)(
    'reads every domain, facet and PEN scale at the person’s level, in %s',
    (lang) => {
      const inform = informIn(lang);
      const html = reportHtml({ inform, personName: 'Erin', companyName: null });
      const interpretations = html.slice(html.indexOf('<div class="scale-reading">'));
      const readings = [
        ...inform.domains.flatMap((domain) => [domain, ...domain.facets]),
        ...inform.pen,
      ];
      expect(readings).toHaveLength(5 + 30 + 3);
      for (const reading of readings) {
        expect(reading.description).not.toBe('');
        expect(interpretations).toContain(
          `${reading.name} <span class="reading-level">${reading.percentile} · ${reading.shownLevel}</span>`,
        );
        expect(interpretations).toContain(`<p>${reading.description}</p>`);
      }
    },
  );

  it.each([
    ['en', 'Likely ', '90% of the time the true score lies in this range'],
    [
      'es',
      'Probablemente entre ',
      'el 90 % de las veces la puntuación verdadera está en este intervalo',
    ],
    ['pt', 'Provavelmente entre ', 'em 90% das vezes a pontuação verdadeira está nesta faixa'],
  ] as const)(
    'names both levels where the 90%% band crosses a cut-off, and says what the band is (%s)',
    (lang, likely, meaning) => {
      const inform = informIn(lang);
      const html = reportHtml({ inform, personName: 'Erin', companyName: null });
      const readings = [
        ...inform.domains.flatMap((domain) => [domain, ...domain.facets]),
        ...inform.pen,
      ];
      const crossing = readings.filter((reading) => reading.band.crossing !== null);
      expect(crossing.length).toBeGreaterThan(0);
      for (const reading of readings) {
        expect(reading.shownLevel.startsWith(likely)).toBe(reading.band.crossing !== null);
      }
      for (const reading of crossing) {
        expect(html).toContain(`<td>${reading.shownLevel}</td></tr>`);
      }
      expect(html).toContain(meaning);
    },
  );

  it.each(['en', 'es', 'pt'] as const)(
    'prints the provisional-norms caveat next to Values and Openness only (%s)',
    (lang) => {
      const inform = informIn(lang);
      const html = reportHtml({ inform, personName: 'Erin', companyName: null });
      const openness = inform.domains.find((domain) => domain.scale === 'openness_to_experience');
      const values = openness?.facets.find((facet) => facet.scale === 'values');
      const caveat = openness?.normsCaveat ?? '';
      expect(caveat).not.toBe('');
      expect(values?.normsCaveat).toBe(caveat);
      expect(html.split(`<p class="note norms-caveat">${caveat}</p>`)).toHaveLength(3);
      const others = [
        ...inform.domains.flatMap((domain) => [domain, ...domain.facets]),
        ...inform.pen,
      ].filter(
        (reading) => reading.scale !== 'values' && reading.scale !== 'openness_to_experience',
      );
      expect(others.every((reading) => reading.normsCaveat === null)).toBe(true);
    },
  );

  it('lets a long section run across pages, keeping each paragraph whole', () => {
    const html = reportHtml({ inform: informIn('en'), personName: 'Erin', companyName: null });
    expect(html).not.toMatch(/\.report-section \{ break-inside/);
    expect(html).toContain('.report-section p { break-inside: avoid; }');
  });

  it('draws each bar to its printed percentile on tracks of one length, with one level label', () => {
    const inform = informIn('en');
    const html = reportHtml({ inform, personName: 'Erin', companyName: null });
    const tracks = [
      ...html.matchAll(/<rect x="230" y="\d+" width="(\d+)" height="18" class="track"\/>/g),
    ];
    expect(tracks).toHaveLength(inform.domains.length + inform.pen.length);
    expect(new Set(tracks.map((track) => track[1]))).toEqual(new Set(['400']));
    const bars = [...html.matchAll(/width="([\d.]+)" height="10" class="bar"/g)].map((bar) =>
      Number(bar[1]),
    );
    expect(bars).toEqual(
      [...inform.domains, ...inform.pen].map((reading) => reading.percentile * 4),
    );
    for (const reading of inform.domains) {
      expect(html).toContain(`class="value">${reading.percentile} · ${reading.shownLevel}</text>`);
    }
    expect(html).toContain('the average range (percentiles 31–69)');
  });
});
