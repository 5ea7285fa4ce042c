import { catalogueFormatter } from '@facet/platform-i18n';
import { lightThemeColours as colours, type Language } from '@facet/platform-kernel';
import { escapeHtml } from '@facet/platform-security';
import { printedPageMessages } from './printed-page-messages';

/** The faces Chromium finds in the server image; every printed document names them. */
export const printFontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

const formatterFor = catalogueFormatter([printedPageMessages]);

/**
 * A CSS string literal of any text: everything but letters, digits and spaces as an escape, so a
 * name can neither end the string nor the style element it is written in.
 */
function cssString(text: string): string {
  const escaped = [...text]
    .map((character) =>
      /[\p{L}\p{N} ]/u.test(character)
        ? character
        : `\\${(character.codePointAt(0) ?? 0).toString(16)} `,
    )
    .join('');
  return `"${escaped}"`;
}

/**
 * The foot of every printed page, in the page margin (CSS page margin boxes, so it needs no
 * script): "Confidential", with the company when there is one, and "Page x of y".
 */
export function pageFooterCss(language: Language, companyName: string | null): string {
  const format = formatterFor(language);
  const { messages } = printedPageMessages;
  const confidentialText = format(messages.confidential);
  const confidential = companyName ? `${confidentialText} · ${companyName}` : confidentialText;
  // The placeholders stay in: they become the CSS page counters.
  const counter = format(messages.pageOf, { page: '{page}', pages: '{pages}' })
    .split(/(\{page\}|\{pages\})/)
    .filter((part) => part !== '')
    .map((part) =>
      part === '{page}' ? 'counter(page)' : part === '{pages}' ? 'counter(pages)' : cssString(part),
    )
    .join(' ');
  // Page margin boxes do not inherit from the body: they name the document's font again.
  const box = `font-family: ${printFontFamily}; font-size: 8pt; color: ${colours.textSecondary};`;
  return `@page {
    @bottom-left { content: ${cssString(confidential)}; ${box} }
    @bottom-right { content: ${counter}; ${box} }
  }`;
}

/**
 * What every printed document styles alike: the box model, the header's facts (a `dl` of label
 * and value), and the tables of scores, a domain's row bold and its facets indented.
 */
const sharedCss = `* { box-sizing: border-box; }
  dl { display: flex; gap: 28px; margin: 0; }
  dt { font-size: 8.5pt; color: ${colours.textSecondary}; text-transform: uppercase; }
  dd { margin: 0; font-weight: 600; }
  table { border-collapse: collapse; width: 100%; }
  th { text-align: left; border-bottom: 1px solid ${colours.borderField}; padding: 3px 6px; }
  td { border-bottom: 1px solid ${colours.border}; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  tr { break-inside: avoid; }
  tr.domain td, tr.pen td { font-weight: 700; background: ${colours.background}; }`;

export interface PrintedPage {
  language: Language;
  /** The document's title, already in the reader's language. */
  title: string;
  /** Named in every page's footer; null if none. */
  companyName: string | null;
  /** Whether the document shows inline (`data:`) images, such as a company's logo. */
  inlineImages?: boolean;
  /** The document's own style rules, after the shared ones. */
  css: string;
  /** The document's body, already escaped HTML. */
  body: string;
}

/**
 * The page Chromium prints (the renderer sets its size, A4, and its margins): an HTML string
 * with inline CSS that loads nothing (its content security policy allows no request), the page
 * footer in the page's margin boxes and the rules every printed document shares.
 */
export function printedPageHtml({
  language,
  title,
  companyName,
  inlineImages = false,
  css,
  body,
}: PrintedPage): string {
  const imageSources = inlineImages ? '; img-src data:' : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'${imageSources}">
<title>${escapeHtml(title)}</title>
<style>
  ${pageFooterCss(language, companyName)}
  ${sharedCss}
  ${css}
</style>
</head>
<body>
${body}
</body>
</html>`;
}
