import {
  guidePositionWordsKey,
  guideValidityWords,
  probeOf,
  type GuideScale,
  type InterviewGuideAnswer,
} from '@facet/interview-guides-domain';
import { catalogueFormatter, type FormatMessage } from '@facet/platform-i18n';
import { lightThemeColours as colours, type Language } from '@facet/platform-kernel';
import { printedPageHtml, printFontFamily } from '@facet/platform-print';
import { escapeHtml } from '@facet/platform-security';
import { scaleName } from '@facet/reports-domain';
import {
  bankMessages,
  guideWords,
  guideWordsCatalogue,
  questionBankCatalogue,
} from './guide-catalogues';

const formatterFor = catalogueFormatter([guideWordsCatalogue, questionBankCatalogue]);
const words = guideWords;

function validityHtml(guide: InterviewGuideAnswer, format: FormatMessage): string {
  const { title, text } = guideValidityWords(guide.validity);
  return `<section class="validity ${guide.validity.status}"><strong>${escapeHtml(format(words[title]))}</strong><p>${escapeHtml(format(words[text]))}</p></section>`;
}

function scaleHtml(scale: GuideScale, language: Language, format: FormatMessage): string {
  const probe = probeOf(scale.scale, scale.direction);
  const position = format(words[guidePositionWordsKey(scale)], {
    percentile: scale.percentile,
    low: scale.rangeLow,
    high: scale.rangeHigh,
  });
  const questions = probe.questions
    .map((question) => `<li>${escapeHtml(format(bankMessages[question]))}</li>`)
    .join('');
  return `<section class="probe">
<h2>${escapeHtml(scaleName(scale.scale, language))}</h2>
<p class="muted">${escapeHtml(position)}</p>
<p><strong>${escapeHtml(format(words.lookFor))}:</strong> ${escapeHtml(format(bankMessages[probe.focus]))}</p>
<h3>${escapeHtml(format(words.questions))}</h3>
<ol>${questions}</ol>
<p><strong>${escapeHtml(format(words.strong))}:</strong> ${escapeHtml(format(bankMessages[probe.strong]))}</p>
<p><strong>${escapeHtml(format(words.weak))}:</strong> ${escapeHtml(format(bankMessages[probe.weak]))}</p>
</section>`;
}

/**
 * The interview guide Chromium prints: who and against which profile, the result's validity,
 * the note that the assessment never decides, then each scale to probe with its questions and
 * what a strong and a weak answer sound like. Only the guide: nothing of the report is printed.
 */
export function interviewGuideHtml(
  guide: InterviewGuideAnswer,
  companyName: string,
  language: Language,
): string {
  const format = formatterFor(language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(guide.result.date),
  );
  const probes =
    guide.validity.status === 'invalid'
      ? ''
      : guide.scales.length === 0
        ? `<h2>${escapeHtml(format(words.nothingOutsideTitle))}</h2><p>${escapeHtml(format(words.nothingOutside))}</p>`
        : `<h2>${escapeHtml(format(words.scalesTitle))}</h2>\n${guide.scales.map((scale) => scaleHtml(scale, language, format)).join('\n')}`;
  const penScales = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    guide.penNotProbed.map((scale) => scaleName(scale, language)),
  );
  const pen =
    guide.penNotProbed.length > 0
      ? `${format(words.penNote)} ${format(words.penNotProbed, { scales: penScales })}`
      : format(words.penNote);
  return printedPageHtml({
    language,
    title: `${format(words.title)} – ${guide.person.name}`,
    companyName,
    css: `body { font-family: ${printFontFamily}; font-size: 10pt; color: ${colours.text}; line-height: 1.45; margin: 0; }
  header { border-bottom: 2px solid ${colours.formAccent}; padding-bottom: 8px; margin-bottom: 12px; }
  .brand { font-weight: 700; color: ${colours.formAccent}; letter-spacing: 0.04em; }
  h1 { font-size: 18pt; margin: 4px 0 6px; }
  h2 { font-size: 13pt; margin: 14px 0 4px; color: ${colours.formAccent}; break-after: avoid; }
  h3 { font-size: 10.5pt; margin: 8px 0 2px; break-after: avoid; }
  .probe { break-inside: avoid; border-top: 1px solid ${colours.border}; padding-top: 4px; }
  .validity { border-left: 4px solid ${colours.formAccent}; padding: 4px 10px; margin: 8px 0; }
  .validity.questionable { border-left-color: ${colours.textCaution}; }
  .validity.invalid { border-left-color: ${colours.critical}; }
  .note { font-weight: 700; }
  .muted { color: ${colours.textSecondary}; }
`,
    body: `<header>
<div class="brand">FACET</div>
<h1>${escapeHtml(format(words.title))}</h1>
<dl><div><dt>${escapeHtml(format(words.person))}</dt><dd>${escapeHtml(guide.person.name)}</dd></div><div><dt>${escapeHtml(format(words.profile))}</dt><dd>${escapeHtml(guide.profile.name)}</dd></div><div><dt>${escapeHtml(format(words.result))}</dt><dd>${escapeHtml(format(words.resultOf, { number: guide.result.number, date }))}</dd></div></dl>
</header>
<p class="note">${escapeHtml(format(words.note))}</p>
${validityHtml(guide, format)}
${probes}
<p class="muted">${escapeHtml(pen)}</p>
`,
  });
}
