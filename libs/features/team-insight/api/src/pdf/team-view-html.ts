import { lightThemeColours as colours, type Language } from '@facet/platform-kernel';
import { escapeHtml } from '@facet/platform-security';
import { levelName, scaleName } from '@facet/reports-domain';
import { printedPageHtml, printFontFamily } from '@facet/platform-print';
import {
  heatBandOf,
  heatBandPercentiles,
  heatBands,
  leftOutReasons,
  type HeatBand,
  type TeamScale,
  type TeamViewAnswer,
} from '@facet/team-insight-domain';
import { domains } from '@facet/assessment-domain';
import { teamDocumentLabels } from './team-document-labels';

/**
 * The heatmap's blue–orange bands on paper, the light theme's (docs/decisions.md D43): blue and
 * orange stay apart for red–green colour blindness, and every cell also prints its number and
 * level word.
 */
const printBands: Record<HeatBand, { fill: string; text: string }> = {
  veryLow: { fill: colours.heatVeryLow, text: colours.textOnHeatStrong },
  low: { fill: colours.heatLow, text: colours.textOnHeatSoft },
  average: { fill: colours.neutralSoft, text: colours.textOnHeatSoft },
  high: { fill: colours.heatHigh, text: colours.textOnHeatSoft },
  veryHigh: { fill: colours.heatVeryHigh, text: colours.textOnHeatStrong },
};

const { farBelow, averageFrom, averageTo, farAbove } = heatBandPercentiles;

/** The bands in percentiles, the number each cell prints, as the web legend has them. */
const bandLabels: Record<HeatBand, string> = {
  veryLow: `P < ${farBelow}`,
  low: `P ${farBelow}–${averageFrom - 1}`,
  average: `P ${averageFrom}–${averageTo}`,
  high: `P ${averageTo + 1}–${farAbove}`,
  veryHigh: `P > ${farAbove}`,
};

function percent(share: number): string {
  return `${Math.round(share * 100)} %`;
}

function listOf(names: readonly string[], language: Language): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/**
 * The team view Chromium prints: the domains of every counted member as a coloured table with
 * the T-score and level word in each cell, the levels of each domain against the norm, where the
 * team is alike and differs, and every scale's mean and spread.
 */
export function teamViewHtml(
  view: TeamViewAnswer,
  companyName: string,
  language: Language,
): string {
  const labels = teamDocumentLabels(language);
  const name = (scale: TeamScale) => scaleName(scale, language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(),
  );
  const domainIndexes = domains.map((domain) => view.scales.indexOf(domain));
  const heatRows = view.members
    .map((row) => {
      const cells = domainIndexes
        .map((index) => {
          const level = row.levels[index]!;
          return `<td class="heat ${heatBandOf(row.t[index]!, level)}">${row.percentiles[index]!}<br><small>${escapeHtml(levelName(level, language))}</small></td>`;
        })
        .join('');
      const mark =
        row.validity === 'questionable'
          ? ` <small class="muted">(${escapeHtml(labels.questionableMark)})</small>`
          : '';
      return `<tr><th scope="row">${escapeHtml(row.name)}${mark}</th>${cells}</tr>`;
    })
    .join('\n');
  const counts = [
    labels.counted(view.counted),
    ...(view.countedQuestionable > 0 ? [labels.countedQuestionable(view.countedQuestionable)] : []),
    ...leftOutReasons
      .filter((reason) => view.leftOut[reason] > 0)
      .map((reason) => labels.leftOut[reason](view.leftOut[reason])),
  ];
  const distributionRows = view.distributions
    .map(
      (distribution) =>
        `<tr><th scope="row">${escapeHtml(name(distribution.domain))}</th>${distribution.levels
          .map(
            (share) =>
              `<td class="num">${share.count} · ${percent(share.share)} <span class="muted">(${labels.norm} ${percent(share.expectedShare)})</span></td>`,
          )
          .join('')}</tr>`,
    )
    .join('\n');
  const spread = view.spread
    ? `<p>${escapeHtml(labels.alike(listOf(view.spread.alike.map(name), language)))} ${escapeHtml(labels.differs(listOf(view.spread.differs.map(name), language)))}</p>
<table><thead><tr><th>${labels.scale}</th><th class="num">${labels.median}</th><th class="num">${labels.middleHalf}</th></tr></thead><tbody>
${view.spread.scales
  .map(
    (entry) =>
      `<tr class="${(domains as readonly string[]).includes(entry.scale) ? 'domain' : 'facet'}"><td>${escapeHtml(name(entry.scale))}</td><td class="num">${entry.medianPercentile}</td><td class="num">${entry.middleHalfFrom}–${entry.middleHalfTo}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`
    : `<p class="muted">${escapeHtml(labels.noSpread)}</p>`;
  const scopeLabel = view.scope.kind === 'group' ? labels.group : labels.company;
  const legend = heatBands
    .map((band) => `<span class="swatch heat ${band}">${bandLabels[band]}</span>`)
    .join(' ');
  const bandCss = heatBands
    .map(
      (band) =>
        `.heat.${band} { background: ${printBands[band].fill}; color: ${printBands[band].text}; }`,
    )
    .join('\n  ');
  return printedPageHtml({
    language,
    title: `${labels.title} – ${view.scope.name}`,
    companyName,
    css: `body { font-family: ${printFontFamily}; font-size: 10pt; color: ${colours.text}; line-height: 1.4; margin: 0; }
  header { border-bottom: 2px solid ${colours.formAccent}; padding-bottom: 8px; margin-bottom: 12px; }
  .brand { font-weight: 700; color: ${colours.formAccent}; letter-spacing: 0.04em; }
  h1 { font-size: 18pt; margin: 4px 0 6px; }
  h2 { font-size: 13pt; margin: 16px 0 6px; color: ${colours.formAccent}; break-after: avoid; }
  table { font-size: 9pt; }
  td { padding: 3px 6px; }
  td.heat { text-align: center; font-variant-numeric: tabular-nums; border: 1px solid ${colours.surface}; }
  tr.facet td:first-child { padding-left: 16px; }
  .swatch { display: inline-block; padding: 2px 8px; margin-right: 4px; font-size: 8.5pt; }
  .muted { color: ${colours.textSecondary}; }
  ${bandCss}
`,
    body: `<header>
<div class="brand">FACET</div>
<h1>${escapeHtml(labels.title)}</h1>
<dl><div><dt>${escapeHtml(scopeLabel)}</dt><dd>${escapeHtml(view.scope.name)}</dd></div><div><dt>${escapeHtml(labels.date)}</dt><dd>${escapeHtml(date)}</dd></div></dl>
</header>
<p>${escapeHtml(counts.join(' · '))}</p>
<p class="muted">${escapeHtml(labels.percentileNote)}</p>
<h2>${escapeHtml(labels.heatmap)}</h2>
<p>${escapeHtml(labels.legend)}: ${legend}</p>
<table><thead><tr><th>${escapeHtml(labels.member)}</th>${domains.map((domain) => `<th>${escapeHtml(name(domain))}</th>`).join('')}</tr></thead>
<tbody>
${heatRows}
</tbody></table>
<h2>${escapeHtml(labels.distribution)}</h2>
<table><thead><tr><th></th>${view.distributions[0]!.levels.map((share) => `<th class="num">${escapeHtml(levelName(share.level, language))}</th>`).join('')}</tr></thead>
<tbody>
${distributionRows}
</tbody></table>
<h2>${escapeHtml(labels.spread)}</h2>
${spread}
`,
  });
}
