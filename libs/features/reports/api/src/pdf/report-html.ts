import { lightThemeColours as colours } from '@facet/platform-kernel';
import { escapeHtml } from '@facet/platform-security';
import { levelCutoffs, percentileOfT, type Domain } from '@facet/assessment-domain';
import {
  atAGlanceHeadings,
  scaleName,
  type ProfileAtAGlance,
  type ResultReport,
  type ScaleReading,
} from '@facet/reports-domain';
import { documentLabels } from './document-labels';
import { printedPageHtml, printFontFamily } from '@facet/platform-print';

export interface ReportDocument {
  inform: ResultReport;
  personName: string;
  /** The company the person belongs to, named in the header and the page footer; null if none. */
  companyName: string | null;
  /**
   * A warning printed on the cover, before any score: the company's caution about a questionable
   * result, or the person's notice about their own flagged one.
   */
  caution?: { title: string; text: string };
  /** The company's logo as a `data:` URL (the print fetches nothing), shown on the cover. */
  companyLogo?: string | null;
  /**
   * Printed right after the cover, before the body: the company's decision (its fit with a
   * profile and the scales outside the profile's ranges, D69). Already escaped HTML, built by the
   * feature that owns the fit.
   */
  lead?: string;
}

/** The product's teal (the design system's form accent): the brand, the bars, the markers. */
const brandTeal = colours.formAccent;

/** The average band, as percentiles: T 45..55 (levelCutoffs), 31..69. */
const averageBand = {
  from: percentileOfT(levelCutoffs.lowBelow),
  to: percentileOfT(levelCutoffs.highAbove),
};

/**
 * Horizontal percentile bars on tracks of one length: each bar ends at the printed percentile,
 * over the hatched average band (dashed edges, so it survives greyscale printing), with one label,
 * percentile and level ("Likely average to high" when the 90 % band crosses a cut-off), per row.
 * One encoding: no error line, the score table gives each 90 % range (D60, D69).
 */
function percentileChart(title: string, axis: string, readings: readonly ScaleReading[]): string {
  const labelWidth = 230;
  const barWidth = 400;
  // Wide enough for "24 · Provavelmente entre baixo e médio", the longest level in any language;
  // the chart scales down to the page (CSS below).
  const valueWidth = 196;
  const rowHeight = 26;
  const top = 8;
  const height = top + readings.length * rowHeight + 28;
  const x = (percentile: number) => labelWidth + (barWidth * percentile) / 100;
  const rows = readings
    .map((reading, index) => {
      const y = top + index * rowHeight;
      return `<text x="${labelWidth - 8}" y="${y + 15}" text-anchor="end" class="label">${escapeHtml(reading.name)}</text>
<rect x="${labelWidth}" y="${y + 2}" width="${barWidth}" height="18" class="track"/>
<rect x="${labelWidth}" y="${y + 6}" width="${x(reading.percentile) - labelWidth}" height="10" class="bar"/>
<text x="${labelWidth + barWidth + 6}" y="${y + 15}" class="value">${reading.percentile} · ${escapeHtml(reading.shownLevel)}</text>`;
    })
    .join('\n');
  const ticks = [0, 25, 50, 75, 100]
    .map(
      (tick) =>
        `<line x1="${x(tick)}" x2="${x(tick)}" y1="${top}" y2="${height - 24}" class="tick"/><text x="${x(tick)}" y="${height - 10}" text-anchor="middle" class="axis">${tick}</text>`,
    )
    .join('');
  const bandLeft = x(averageBand.from);
  const bandRight = x(averageBand.to);
  const width = labelWidth + barWidth + valueWidth;
  return `<figure>
<figcaption>${escapeHtml(title)}</figcaption>
<svg role="img" aria-label="${escapeHtml(title)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg">
<defs><pattern id="average-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="${colours.infoSoft}"/><line x1="0" y1="0" x2="0" y2="6" stroke="${colours.border}" stroke-width="2"/></pattern></defs>
<rect x="${bandLeft}" y="${top}" width="${bandRight - bandLeft}" height="${height - 24 - top}" class="band"/>
<path d="M${bandLeft} ${top}V${height - 24}M${bandRight} ${top}V${height - 24}" class="band-edge"/>
${ticks}
${rows}
</svg>
<div class="axis-title">${escapeHtml(axis)}</div>
</figure>`;
}

function scoreRow(reading: ScaleReading, kind: 'domain' | 'facet' | 'pen'): string {
  return `<tr class="${kind}"><td>${escapeHtml(reading.name)}</td><td class="num">${reading.raw} / ${reading.maximum}</td><td class="num">${reading.percentile}</td><td class="num">${reading.band.percentileLow}–${reading.band.percentileHigh}</td><td>${escapeHtml(reading.shownLevel)}</td></tr>`;
}

/**
 * What a scale means at the person's level: its name, percentile and level, then the reading and,
 * for a scale with provisional norms, the caveat.
 */
function scaleInterpretation(reading: ScaleReading, kind: 'domain' | 'facet' | 'pen'): string {
  const heading = `${escapeHtml(reading.name)} <span class="reading-level">${reading.percentile} · ${escapeHtml(reading.shownLevel)}</span>`;
  const caveat = reading.normsCaveat
    ? `<p class="note norms-caveat">${escapeHtml(reading.normsCaveat)}</p>`
    : '';
  return kind === 'facet'
    ? `<div class="facet-reading"><h4>${heading}</h4><p>${escapeHtml(reading.description)}</p>${caveat}</div>`
    : `<div class="scale-reading"><h3>${heading}</h3><p>${escapeHtml(reading.description)}</p>${caveat}</div>`;
}

/** Where the person stands on a domain, as a dot on a line between its poles in plain words. */
function poleSlider(
  domain: ProfileAtAGlance['domains'][number],
  name: string,
  percentileLabel: string,
): string {
  return `<div class="pole-slider">
<div class="pole-head"><span class="pole-name">${escapeHtml(name)}</span><span class="pole-value">${escapeHtml(percentileLabel)} ${domain.percentile}</span></div>
<div class="pole-track"><div class="pole-average" style="left: ${averageBand.from}%; width: ${averageBand.to - averageBand.from}%"></div><div class="pole-marker" style="left: ${domain.percentile}%"></div></div>
<div class="pole-ends"><span>${escapeHtml(domain.poles.low)}</span><span>${escapeHtml(domain.poles.high)}</span></div>
</div>`;
}

const listOf = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** The person's profile at a glance: the sliders, strengths and watch-outs, and work meaning. */
function atAGlanceHtml(report: ResultReport, glance: ProfileAtAGlance): string {
  const labels = documentLabels(report.lang);
  const nameOf = (scale: Domain) => scaleName(scale, report.lang);
  return `<section class="at-a-glance">
<h2>${escapeHtml(atAGlanceHeadings.title[report.lang])}</h2>
${glance.domains.map((domain) => poleSlider(domain, nameOf(domain.scale), labels.percentile)).join('\n')}
<div class="notes">
<section class="strengths"><h3>${escapeHtml(atAGlanceHeadings.strengths[report.lang])}</h3>${listOf(glance.strengths.map((note) => note.text))}</section>
<section class="watch-outs"><h3>${escapeHtml(atAGlanceHeadings.watchOuts[report.lang])}</h3>${listOf(glance.watchOuts.map((note) => note.text))}</section>
</div>
<section class="at-work"><h3>${escapeHtml(atAGlanceHeadings.atWork[report.lang])}</h3><ul>${glance.atWork
    .map(
      (meaning) =>
        `<li><strong>${escapeHtml(nameOf(meaning.scale))}:</strong> ${escapeHtml(meaning.text)}</li>`,
    )
    .join('')}</ul></section>
</section>`;
}

/**
 * Page 1: the brand in the product's teal, what the document is, whose and when, and any caution
 * about the result, so nobody reads a score before it.
 */
function coverHtml(
  report: ResultReport,
  personName: string,
  companyName: string | null,
  caution: ReportDocument['caution'],
  companyLogo: string | null,
): string {
  const labels = documentLabels(report.lang);
  const date = new Intl.DateTimeFormat(report.lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(report.date),
  );
  return `<section class="cover">
${companyLogo ? `<img class="cover-logo" src="${escapeHtml(companyLogo)}" alt="${escapeHtml(companyName ?? '')}">` : ''}
<div class="brand">Facet</div>
<h1>${escapeHtml(labels.title)}</h1>
<p class="cover-name">${escapeHtml(personName)}</p>
<dl>
    ${companyName ? `<div><dt>${escapeHtml(labels.company)}</dt><dd>${escapeHtml(companyName)}</dd></div>` : ''}
    <div><dt>${escapeHtml(labels.date)}</dt><dd>${escapeHtml(date)}</dd></div>
    <div><dt>${escapeHtml(labels.result)}</dt><dd>#${report.number}</dd></div>
</dl>
${caution ? `<aside class="caution" role="note"><h2>${escapeHtml(caution.title)}</h2><p>${escapeHtml(caution.text)}</p></aside>` : ''}
<p class="note cover-disclaimer">${escapeHtml(labels.disclaimer)}</p>
</section>`;
}

/**
 * The person's own report after the cover, meaning first, in the result page's order: the
 * profile at a glance, the facets one chart per domain (no error line: one encoding; the table
 * gives the ranges), how to read it all on a page of its own, then the PEN scales, the report and
 * each scale's reading.
 */
function personBody(report: ResultReport, glance: ProfileAtAGlance, parts: ReportParts): string {
  const labels = documentLabels(report.lang);
  const facetCharts = report.domains
    .map((domain) =>
      percentileChart(domain.name, labels.percentileAxis, [domain, ...domain.facets]),
    )
    .join('\n');
  return `${atAGlanceHtml(report, glance)}
<section class="facet-charts">
<h2>${escapeHtml(atAGlanceHeadings.facets[report.lang])}</h2>
${facetCharts}
</section>
<section class="how-to-read">
<h2>${escapeHtml(atAGlanceHeadings.howToRead[report.lang])}</h2>
<p class="note">${escapeHtml(labels.barsNote(averageBand.from, averageBand.to))}</p>
<p class="note">${escapeHtml(labels.rangeNote)}</p>
<p class="note norms">${escapeHtml(labels.norms(report.normVersion, report.normsProvisional))}</p>
${parts.scoreTable}
</section>
${percentileChart(labels.penChart, labels.percentileAxis, report.pen)}
<p class="note">${escapeHtml(labels.penNote)}</p>
<h2>${escapeHtml(labels.report)}</h2>
${parts.sections}
<h2>${escapeHtml(labels.scaleByScale)}</h2>
${parts.interpretations}`;
}

/**
 * A candidate's short summary after the cover (issue 39): the profile at a glance and the domains'
 * chart, nothing of the facets, the PEN scales or the report.
 */
function summaryBody(report: ResultReport, glance: ProfileAtAGlance): string {
  const labels = documentLabels(report.lang);
  return `<p class="note">${escapeHtml(labels.summaryNote)}</p>
${atAGlanceHtml(report, glance)}
${percentileChart(labels.domainsChart, labels.percentileAxis, report.domains)}
<p class="note">${escapeHtml(labels.barsNote(averageBand.from, averageBand.to))}</p>`;
}

/**
 * A company's report after the cover and any decision its caller leads with: the charts (bars
 * only), notes, report, scale readings and the score table with the 90 % ranges.
 */
function companyBody(report: ResultReport, parts: ReportParts): string {
  const labels = documentLabels(report.lang);
  return `${percentileChart(labels.domainsChart, labels.percentileAxis, report.domains)}
${percentileChart(labels.penChart, labels.percentileAxis, report.pen)}
<p class="note">${escapeHtml(labels.barsNote(averageBand.from, averageBand.to))}</p>
<p class="note">${escapeHtml(labels.rangeNote)}</p>
<p class="note">${escapeHtml(labels.penNote)}</p>
<p class="note norms">${escapeHtml(labels.norms(report.normVersion, report.normsProvisional))}</p>
<h2>${escapeHtml(labels.report)}</h2>
${parts.sections}
${parts.omittedSections}
<h2>${escapeHtml(labels.scaleByScale)}</h2>
${parts.interpretations}
<h2>${escapeHtml(labels.scores)}</h2>
${parts.scoreTable}`;
}

/** The blocks both bodies print, each built once. */
interface ReportParts {
  sections: string;
  omittedSections: string;
  interpretations: string;
  scoreTable: string;
}

function reportParts(report: ResultReport): ReportParts {
  const labels = documentLabels(report.lang);
  const scoreRows = report.domains
    .flatMap((domain) => [
      scoreRow(domain, 'domain'),
      ...domain.facets.map((facet) => scoreRow(facet, 'facet')),
    ])
    .concat(report.pen.map((scale) => scoreRow(scale, 'pen')))
    .join('\n');
  const interpretations = report.domains
    .map(
      (domain) =>
        `<section class="domain-reading">${scaleInterpretation(domain, 'domain')}${domain.facets
          .map((facet) => scaleInterpretation(facet, 'facet'))
          .join('')}</section>`,
    )
    .concat(report.pen.map((scale) => scaleInterpretation(scale, 'pen')))
    .join('\n');
  const sections = report.sections
    .map(
      (section) =>
        `<section class="report-section"><h3>${escapeHtml(section.title)}</h3>${section.paragraphs
          .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
          .join('')}</section>`,
    )
    .join('\n');
  // A company's report names each section it leaves out (Family) and says why.
  const omittedSections = report.omittedSections
    .map(
      (section) =>
        `<section class="report-section omitted-section"><h3>${escapeHtml(section.title)}</h3><p class="note">${escapeHtml(section.reason)}</p></section>`,
    )
    .join('\n');
  const scoreTable = `<table>
<thead><tr><th>${escapeHtml(labels.scale)}</th><th>${escapeHtml(labels.score)}</th><th>${escapeHtml(labels.percentile)}</th><th>${escapeHtml(labels.band)}</th><th>${escapeHtml(labels.level)}</th></tr></thead>
<tbody>
${scoreRows}
</tbody>
</table>`;
  return { sections, omittedSections, interpretations, scoreTable };
}

/**
 * The report page Chromium prints: an HTML string with inline CSS and inline SVG charts, so the
 * print needs no script, no network and no web app. Page 1 is a cover with any caution; the
 * person's own report then leads with meaning, a company's with the decision its caller leads
 * with (`lead`) and then its charts (the voice and order each reader needs).
 */
export function reportHtml({
  inform: report,
  personName,
  companyName,
  caution,
  companyLogo = null,
  lead = '',
}: ReportDocument): string {
  const labels = documentLabels(report.lang);
  const parts = reportParts(report);
  const body = !report.atAGlance
    ? companyBody(report, parts)
    : report.view === 'summary'
      ? summaryBody(report, report.atAGlance)
      : personBody(report, report.atAGlance, parts);
  return printedPageHtml({
    language: report.lang,
    title: `${labels.title} – ${personName}`,
    companyName,
    inlineImages: true,
    css: `body { font-family: ${printFontFamily}; font-size: 10.5pt; color: ${colours.text}; line-height: 1.45; margin: 0; }
  .cover { min-height: 240mm; display: flex; flex-direction: column; gap: 10px; padding-top: 60mm; break-after: page; }
  .brand { font-weight: 700; color: ${brandTeal}; font-size: 26pt; letter-spacing: 0.01em; }
  .cover h1 { font-size: 30pt; margin: 0; border-top: 3px solid ${brandTeal}; padding-top: 12px; }
  .cover-logo { display: block; height: 18mm; width: auto; max-width: 70mm; object-fit: contain; object-position: left center; margin-bottom: 8mm; }
  .cover-name { font-size: 16pt; font-weight: 600; margin: 6px 0 0; }
  .cover-disclaimer { margin-top: auto; }
  h1 { font-size: 20pt; margin: 4px 0 6px; }
  h2 { font-size: 14pt; margin: 18px 0 8px; color: ${brandTeal}; break-after: avoid; }
  h3 { font-size: 12pt; margin: 14px 0 4px; break-after: avoid; }
  p { orphans: 3; widows: 3; }
  figure { margin: 8px 0 14px; break-inside: avoid; }
  figure svg { max-width: 100%; height: auto; }
  figcaption { font-weight: 600; margin-bottom: 4px; }
  svg .label { font-size: 10px; fill: ${colours.text}; }
  svg .value, svg .axis { font-size: 9px; fill: ${colours.textSecondary}; }
  svg .tick { stroke: ${colours.border}; stroke-width: 1; }
  svg .track { fill: none; stroke: ${colours.borderField}; stroke-width: 1; }
  svg .bar { fill: ${brandTeal}; }
  svg .band { fill: url(#average-hatch); }
  svg .band-edge { stroke: ${colours.textInfo}; stroke-width: 1.5; stroke-dasharray: 4 3; fill: none; }
  .axis-title { font-size: 8.5pt; color: ${colours.textSecondary}; margin-left: 230px; }
  .at-a-glance { break-after: page; }
  .pole-slider { margin: 0 0 12px; break-inside: avoid; }
  .pole-head { display: flex; justify-content: space-between; font-size: 10pt; }
  .pole-name { font-weight: 700; }
  .pole-value { color: ${colours.textSecondary}; }
  .pole-track { position: relative; height: 10px; margin: 6px 0 4px; border-radius: 5px; background: ${colours.neutralSoft}; border: 1px solid ${colours.borderField}; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .pole-average { position: absolute; top: 0; bottom: 0; background: ${colours.accentMuted}; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .pole-marker { position: absolute; top: 50%; width: 14px; height: 14px; margin: -7px 0 0 -7px; border-radius: 50%; background: ${brandTeal}; border: 2px solid ${colours.surface}; box-shadow: 0 0 0 1.5px ${brandTeal}; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .pole-ends { display: flex; justify-content: space-between; font-size: 9pt; color: ${colours.textSecondary}; }
  .notes { display: flex; gap: 18px; }
  .notes > section { flex: 1; border: 1px solid ${colours.border}; border-radius: 6px; padding: 4px 12px; break-inside: avoid; }
  .at-work { border: 1px solid ${colours.border}; border-radius: 6px; padding: 4px 12px; margin-top: 14px; break-inside: avoid; }
  .at-a-glance li { margin-bottom: 4px; }
  .how-to-read { break-before: page; }
  table { font-size: 9.5pt; }
  td { padding: 2px 6px; }
  tr.facet td:first-child { padding-left: 18px; }
  .report-section p { break-inside: avoid; }
  .scale-reading, .facet-reading { break-inside: avoid; }
  .facet-reading { margin-left: 14px; }
  h4 { font-size: 10.5pt; margin: 8px 0 2px; break-after: avoid; }
  .reading-level { font-weight: 400; color: ${colours.textSecondary}; font-size: 9.5pt; margin-left: 6px; }
  .facet-reading p { margin: 0 0 4px; }
  .note { font-size: 8.5pt; color: ${colours.textSecondary}; }
  .caution { border: 1.5px solid ${colours.textCaution}; border-left-width: 6px; background: ${colours.cautionSoft}; padding: 8px 12px; margin: 14px 0; break-inside: avoid; }
  .caution h2 { color: ${colours.textCaution}; font-size: 12pt; margin: 0 0 4px; }
  .caution p { margin: 0; }
  footer { margin-top: 20px; border-top: 1px solid ${colours.border}; padding-top: 6px; font-size: 8pt; color: ${colours.textSecondary}; }
`,
    body: `${coverHtml(report, personName, companyName, caution, companyLogo)}
${lead}
${body}
<footer>
  <p>${escapeHtml(labels.disclaimer)}</p>
  <p>${escapeHtml(labels.credit)}</p>
  <p>${escapeHtml(labels.norms(report.normVersion, report.normsProvisional))}</p>
</footer>
`,
  });
}
