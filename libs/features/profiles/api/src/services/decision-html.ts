import { percentileOfRaw, type NormSet } from '@facet/assessment-domain';
import { documentColours, lightThemeColours, type Language } from '@facet/platform-kernel';
import { escapeHtml } from '@facet/platform-security';
import {
  outOfRangeWordsKey,
  resultDecisionWords,
  type ResultDecision,
} from '@facet/profiles-domain';
import { scaleName, type FitPosition } from '@facet/reports-domain';

/** The headline's words with their `{name}` placeholders filled in. */
function filled(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The scales outside their ranges first, clear misses before borderline ones, as on the page. */
const outsideRank: Record<FitPosition, number> = { below: 0, above: 0, borderline: 1, inside: 2 };

/**
 * One encoding per row: the percentile bar over the profile's range as a band, and the
 * percentile printed beside it (no error line: the score table at the end gives the ranges).
 */
function rangeChart(
  profileName: string,
  decision: ResultDecision,
  language: Language,
  norms: NormSet,
): string {
  const rows = [...decision.fit.scales]
    .sort((a, b) => outsideRank[a.position] - outsideRank[b.position])
    .map((fit) => {
      const norm = norms.scales[fit.scale];
      const percentile = percentileOfRaw(fit.score, norm);
      const low = percentileOfRaw(fit.min, norm);
      const high = percentileOfRaw(fit.max, norm);
      return `<div class="fit-row" data-position="${fit.position}"><span class="fit-row-name">${escapeHtml(scaleName(fit.scale, language))}</span><span class="fit-row-track"><span class="fit-row-range" style="left: ${low}%; width: ${high - low}%"></span><span class="fit-row-bar" style="width: ${percentile}%"></span></span><span class="fit-row-value">${percentile}</span></div>`;
    })
    .join('\n');
  const title = filled(resultDecisionWords.scaleByScale[language], { profile: profileName });
  return `<h3>${escapeHtml(title)}</h3>
<p class="note">${escapeHtml(resultDecisionWords.chartNote[language])}</p>
<div class="fit-chart">\n${rows}\n</div>`;
}

const decisionCss = `<style>
  .decision { break-after: page; }
  .fit-line { display: flex; align-items: baseline; gap: 10px; margin: 4px 0; }
  .fit-score { font-size: 32pt; font-weight: 700; font-variant-numeric: tabular-nums; }
  .fit-of { color: ${documentColours.textSecondary}; }
  .fit-meter { height: 12px; border-radius: 6px; border: 1px solid ${lightThemeColours.borderField}; background: ${lightThemeColours.neutralSoft}; overflow: hidden; margin: 4px 0 8px; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .fit-meter-fill { height: 100%; background: ${documentColours.accent}; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .outside-list { padding-left: 0; list-style: none; }
  .outside-list li { margin: 0 0 4px; padding: 3px 8px; border-radius: 6px; background: ${lightThemeColours.cautionSoft}; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .outside-list li[data-borderline="true"] { background: ${lightThemeColours.infoSoft}; }
  .fit-chart { margin-top: 10px; }
  .fit-row { display: flex; align-items: center; gap: 8px; margin: 0 0 6px; break-inside: avoid; }
  .fit-row-name { width: 190px; font-size: 9.5pt; }
  .fit-row-track { position: relative; flex: 1; height: 16px; border: 1px solid ${lightThemeColours.borderField}; }
  .fit-row-range { position: absolute; top: 0; bottom: 0; min-width: 2px; background: ${lightThemeColours.accentMuted}; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .fit-row-bar { position: absolute; left: 0; top: 4px; height: 6px; background: ${documentColours.accent}; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .fit-row-value { width: 28px; text-align: right; font-size: 9.5pt; font-variant-numeric: tabular-nums; }
</style>`;

/**
 * The company's PDF after its cover, decision first (D69), as the page leads: the fit score
 * with the profile (fitScoreOf, the ranking's number and words) as a figure and a meter, the
 * scales outside the profile's ranges in percentiles, the furthest first, and the profile's
 * scales as percentile bars over the range, outside first. Then the report follows on a new page.
 */
export function decisionHtml(
  profileName: string,
  decision: ResultDecision,
  language: Language,
  norms: NormSet,
): string {
  const words = resultDecisionWords;
  const title = `<h2>${escapeHtml(filled(words.fitTitle[language], { profile: profileName }))}</h2>`;
  const { fitScore, outOfRange } = decision;
  if (fitScore === null) {
    return `${decisionCss}<section class="decision">${title}<p>${escapeHtml(words.noRanges[language])}</p></section>`;
  }
  const score = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
    fitScore.score,
  );
  const meaning = fitScore.outsideDistance > 0 ? words.outside : words.inside;
  const count =
    outOfRange.length === 0
      ? words.allInside[language]
      : filled(words.outsideCount[language], {
          outside: outOfRange.length,
          total: decision.counted,
        });
  const outside =
    outOfRange.length === 0
      ? ''
      : `<h3>${escapeHtml(words.outsideTitle[language])}</h3>
<ul class="outside-list">${outOfRange
          .map(
            (scale) =>
              `<li data-borderline="${scale.borderline}"><strong>${escapeHtml(scaleName(scale.scale, language))}</strong>: ${escapeHtml(
                filled(words[outOfRangeWordsKey(scale)][language], {
                  percentile: scale.percentile,
                  low: scale.rangeLow,
                  high: scale.rangeHigh,
                }),
              )}</li>`,
          )
          .join('')}</ul>`;
  return `${decisionCss}<section class="decision">
${title}
<div class="fit-line"><span class="fit-score">${score}</span><span class="fit-of">${escapeHtml(words.outOf100[language])}</span></div>
<div class="fit-meter"><div class="fit-meter-fill" style="width: ${fitScore.score}%"></div></div>
<p class="fit-meaning">${escapeHtml(meaning[language])}</p>
<p class="fit-count"><strong>${escapeHtml(count)}</strong></p>
${outside}
${rangeChart(profileName, decision, language, norms)}
</section>`;
}
