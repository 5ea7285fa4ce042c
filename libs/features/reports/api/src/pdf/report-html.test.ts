import { currentNorms, scoreAnswers } from '@facet/assessment-domain';
import { randomAnswerSet, seededRandom } from '@facet/assessment-domain/testing';
import type { Language } from '@facet/platform-kernel';
import { resultReport } from '@facet/reports-domain';
import { describe, expect, it } from 'vitest';
import { reportHtml } from './report-html';

const reportIn = (lang: Language, audience: 'person' | 'company' = 'person') =>
  resultReport(
    {
      result_id: 1,
      number: 1,
      date: '2026-11-26T10:00:00.000Z',
      scores: scoreAnswers(randomAnswerSet(seededRandom(3))),
      norm_version: currentNorms.version,
    },
    lang,
    audience,
  );

describe('the printed report page', () => {
  it('names the company on the cover and in the page footer when the person belongs to one', () => {
    const html = reportHtml({
      inform: reportIn('en'),
      personName: 'Erin',
      companyName: 'Acme Demo',
    });
    expect(html).toContain('<dt>Company</dt><dd>Acme Demo</dd>');
    expect(html).toContain('@bottom-left { content: "Confidential \\b7  Acme Demo";');
  });

  it('prints only "Confidential" in the footer, and no company line, without a company', () => {
    const html = reportHtml({ inform: reportIn('en'), personName: 'Erin', companyName: null });
    expect(html).not.toContain('<dt>Company</dt>');
    expect(html).toContain('@bottom-left { content: "Confidential";');
  });

  it.each(['person', 'company'] as const)(
    'prints a caution on the cover, before any score, only when it is given (%s)',
    (audience) => {
      const caution = { title: 'Confirm <this>', text: 'Some answers were hurried.' };
      const html = reportHtml({
        inform: reportIn('en', audience),
        personName: 'Erin',
        companyName: null,
        caution,
      });
      const cover = html.indexOf('<section class="cover">');
      const note = html.indexOf('<aside class="caution" role="note"><h2>Confirm &lt;this&gt;</h2>');
      expect(note).toBeGreaterThan(cover);
      expect(note).toBeLessThan(html.indexOf('</section>', cover));
      expect(note).toBeLessThan(html.indexOf('<figure>'));
      expect(html).toContain('<p>Some answers were hurried.</p></aside>');
      expect(
        reportHtml({ inform: reportIn('en', audience), personName: 'Erin', companyName: null }),
      ).not.toContain('class="caution"');
    },
  );

  it('puts the company’s logo on the cover when it has one, and no picture otherwise', () => {
    const report = reportIn('en');
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const branded = reportHtml({
      inform: report,
      personName: 'Erin',
      companyName: 'Acme Demo',
      companyLogo: logo,
    });
    const cover = branded.slice(branded.indexOf('<section class="cover">'));
    expect(cover).toMatch(
      /^<section class="cover">\n<img class="cover-logo" src="data:image\/png;base64,iVBORw0KGgo=" alt="Acme Demo">/,
    );
    const plain = reportHtml({ inform: report, personName: 'Erin', companyName: 'Acme Demo' });
    expect(plain).not.toContain('<img');
  });

  it('opens the person’s report with a cover in the product’s teal, then meaning first', () => {
    const report = reportIn('en');
    const html = reportHtml({
      inform: report,
      personName: 'Erin Employee',
      companyName: 'Acme Demo',
    });
    const cover = html.slice(
      html.indexOf('<section class="cover">'),
      html.indexOf('</section>', html.indexOf('<section class="cover">')),
    );
    expect(cover).toContain('<div class="brand">Facet</div>');
    expect(cover).toContain('<h1>Personality profile</h1>');
    expect(cover).toContain('<p class="cover-name">Erin Employee</p>');
    expect(cover).toContain('<dd>November 26, 2026</dd>');
    expect(html).toContain('.brand { font-weight: 700; color: #1d6f6c;');
    const order = [
      '<section class="cover">',
      '<h2>Your profile at a glance</h2>',
      '<h3>Your strengths</h3>',
      '<h3>Worth watching</h3>',
      '<h3>What this means at work</h3>',
      '<h2>The 30 facets, domain by domain</h2>',
      '<h2>How to read this</h2>',
      '<h2>Report</h2>',
    ].map((marker) => html.indexOf(marker));
    expect(order.every((position) => position > -1)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const glance = report.atAGlance;
    if (!glance) throw new Error('A person’s inform has a profile at a glance');
    for (const note of [...glance.strengths, ...glance.watchOuts, ...glance.atWork]) {
      expect(html).toContain(note.text);
    }
    for (const domain of glance.domains) {
      expect(html).toContain(`<div class="pole-marker" style="left: ${domain.percentile}%">`);
      expect(html).toContain(`<span>${domain.poles.low}</span><span>${domain.poles.high}</span>`);
    }
  });

  it('prints a company’s lead right after the cover, before the charts', () => {
    const lead = '<section class="decision"><h2>Fit with “Sales lead”</h2></section>';
    const html = reportHtml({
      inform: reportIn('en', 'company'),
      personName: 'Erin',
      companyName: 'Acme Demo',
      lead,
    });
    const cover = html.indexOf('<section class="cover">');
    const coverEnd = html.indexOf('</section>', cover);
    const decision = html.indexOf(lead);
    expect(decision).toBeGreaterThan(coverEnd);
    expect(decision).toBeLessThan(html.indexOf('<figure>'));
    expect(
      reportHtml({ inform: reportIn('en', 'company'), personName: 'Erin', companyName: null }),
    ).not.toContain('class="decision"');
  });

  it('keeps a company’s report in the third person, without the person’s glance', () => {
    const html = reportHtml({
      inform: reportIn('en', 'company'),
      personName: 'Erin',
      companyName: 'Acme Demo',
    });
    expect(html).toContain('<section class="cover">');
    expect(html).not.toContain('class="at-a-glance"');
    expect(html).not.toContain('Your strengths');
  });

  it.each([
    ['en', '"Page " counter(page) " of " counter(pages)'],
    ['es', '"Página " counter(page) " de " counter(pages)'],
    ['pt', '"Página " counter(page) " de " counter(pages)'],
  ] as const)('numbers every page in %s', (lang, counter) => {
    const html = reportHtml({ inform: reportIn(lang), personName: 'Erin', companyName: null });
    expect(html).toContain(`@bottom-right { content: ${counter};`);
  });

  it('keeps a hostile company name inside its CSS string and its HTML text', () => {
    const hostile = 'Acme"; } body { display: none } </style><script>alert(1)</script>';
    const html = reportHtml({ inform: reportIn('en'), personName: 'Erin', companyName: hostile });
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>');
    const style = html.slice(html.indexOf('<style>'), html.indexOf('</style>'));
    expect(style).not.toContain('display: none');
  });

  it.each(['en', 'es', 'pt'] as const)(
    'reads every domain, facet and PEN scale at the person’s level, in %s',
    (lang) => {
      const report = reportIn(lang);
      const html = reportHtml({ inform: report, personName: 'Erin', companyName: null });
      const interpretations = html.slice(html.indexOf('<div class="scale-reading">'));
      const readings = [
        ...report.domains.flatMap((domain) => [domain, ...domain.facets]),
        ...report.pen,
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
      const report = reportIn(lang);
      const html = reportHtml({ inform: report, personName: 'Erin', companyName: null });
      const readings = [
        ...report.domains.flatMap((domain) => [domain, ...domain.facets]),
        ...report.pen,
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
      const report = reportIn(lang);
      const html = reportHtml({ inform: report, personName: 'Erin', companyName: null });
      const openness = report.domains.find((domain) => domain.scale === 'openness_to_experience');
      const values = openness?.facets.find((facet) => facet.scale === 'values');
      const caveat = openness?.normsCaveat ?? '';
      expect(caveat).not.toBe('');
      expect(values?.normsCaveat).toBe(caveat);
      expect(html.split(`<p class="note norms-caveat">${caveat}</p>`)).toHaveLength(3);
      const others = [
        ...report.domains.flatMap((domain) => [domain, ...domain.facets]),
        ...report.pen,
      ].filter(
        (reading) => reading.scale !== 'values' && reading.scale !== 'openness_to_experience',
      );
      expect(others.every((reading) => reading.normsCaveat === null)).toBe(true);
    },
  );

  it('lets a long section run across pages, keeping each paragraph whole', () => {
    const html = reportHtml({ inform: reportIn('en'), personName: 'Erin', companyName: null });
    expect(html).not.toMatch(/\.report-section \{ break-inside/);
    expect(html).toContain('.report-section p { break-inside: avoid; }');
  });

  it('draws the person’s facets one chart per domain, bars only: the table gives the ranges', () => {
    const report = reportIn('en');
    const html = reportHtml({ inform: report, personName: 'Erin', companyName: null });
    const charted = [
      ...report.domains.flatMap((domain) => [domain, ...domain.facets]),
      ...report.pen,
    ];
    const bars = [...html.matchAll(/width="([\d.]+)" height="10" class="bar"/g)].map((bar) =>
      Number(bar[1]),
    );
    expect(bars).toEqual(charted.map((reading) => reading.percentile * 4));
    for (const domain of report.domains) {
      expect(html).toContain(`<figcaption>${domain.name}</figcaption>`);
    }
    expect(html).not.toContain('class="error-band"/>');
    expect(html).toContain('The 90% range in the score table is the score ± 1.645 standard errors');
  });

  it('draws each bar to its printed percentile on tracks of one length, with one level label', () => {
    const report = reportIn('en', 'company');
    const html = reportHtml({ inform: report, personName: 'Erin', companyName: null });
    const tracks = [
      ...html.matchAll(/<rect x="230" y="\d+" width="(\d+)" height="18" class="track"\/>/g),
    ];
    expect(tracks).toHaveLength(report.domains.length + report.pen.length);
    expect(new Set(tracks.map((track) => track[1]))).toEqual(new Set(['400']));
    const bars = [...html.matchAll(/width="([\d.]+)" height="10" class="bar"/g)].map((bar) =>
      Number(bar[1]),
    );
    expect(bars).toEqual(
      [...report.domains, ...report.pen].map((reading) => reading.percentile * 4),
    );
    // One encoding: no error line; the score table gives each 90 % range.
    expect(html).not.toContain('class="error-band"');
    expect(html).toContain('The 90% range in the score table is the score ± 1.645 standard errors');
    for (const reading of report.domains) {
      expect(html).toContain(`class="value">${reading.percentile} · ${reading.shownLevel}</text>`);
    }
    expect(html).toContain('the average range (percentiles 31–69)');
  });
});
