import { percentileOfRaw, type NormSet } from '@facet/assessment-domain';
import { catalogueFormatter } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { escapeHtml } from '@facet/platform-security';
import type { LeftOutReason, ProfileFit, ScaleFit } from '@facet/reports-domain';
import { scaleName } from '@facet/reports-domain';
import { comparisonMessages } from './comparison-messages';

const formatterFor = catalogueFormatter([comparisonMessages]);
const { messages } = comparisonMessages;

/** The message saying why the fit leaves a scale out, by reason. */
const leftOutMessages: Record<LeftOutReason, (typeof messages)[keyof typeof messages]> = {
  facets_set: messages.leftOutFacetsSet,
  domain_set: messages.leftOutDomainSet,
  sources_counted: messages.leftOutSourcesCounted,
};

/**
 * The comparison section the manager's PDF adds to the end of the report: one row per scale the
 * profile sets, with the score and the range both in raw points (as profiles store them) and in
 * percentiles of the result's norms (as the charts draw them). The fit itself leads the PDF after
 * its cover (decisionHtml), as one number: the ranking's fit score.
 */
export function comparisonHtml(
  profileName: string,
  fit: ProfileFit,
  language: Language,
  norms: NormSet,
) {
  const format = formatterFor(language);
  const rows = fit.scales
    .map(
      (scale) =>
        `<tr><td>${escapeHtml(scaleName(scale.scale, language))}</td><td class="num">${scale.score}</td><td class="num">${percentileOfRaw(scale.score, norms.scales[scale.scale])}</td><td class="num">${scale.min}–${scale.max}</td><td class="num">${percentileOfRaw(scale.min, norms.scales[scale.scale])}–${percentileOfRaw(scale.max, norms.scales[scale.scale])}</td><td>${format(messages[scale.position])}${leftOutNote(scale, language)}</td></tr>`,
    )
    .join('\n');
  return `<section class="comparison" style="page-break-before: always">
<h2>${escapeHtml(format(messages.title, { profile: profileName }))}</h2>
${fit.fitPercentage === null ? `<p>${format(messages.noRanges)}</p>` : ''}
<table><thead><tr><th>${format(messages.scale)}</th><th>${format(messages.score)}</th><th>${format(messages.percentile)}</th><th>${format(messages.range)}</th><th>${format(messages.rangePercentiles)}</th><th>${format(messages.position)}</th></tr></thead>
<tbody>${rows}</tbody></table>
</section>`;
}

/** " (not counted in fit: …)" after the position of a scale the fit leaves out, escaped. */
function leftOutNote({ leftOut }: ScaleFit, language: Language): string {
  if (!leftOut) return '';
  const countedIn = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    leftOut.countedIn.map((scale) => scaleName(scale, language)),
  );
  return ` (${escapeHtml(formatterFor(language)(leftOutMessages[leftOut.reason], { countedIn }))})`;
}

/** Puts the comparison at the end of the report page, before its closing body tag. */
export function withComparison(reportPage: string, section: string): string {
  const closing = reportPage.lastIndexOf('</body>');
  if (closing === -1) return reportPage + section;
  return reportPage.slice(0, closing) + section + reportPage.slice(closing);
}
