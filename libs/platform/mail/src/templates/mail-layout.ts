import { documentColours, type Language } from '@facet/platform-kernel';
import { escapeHtml } from '@facet/platform-security';

/** One e-mail in plain words, before it is laid out as text and as HTML. */
export interface MailContent {
  subject: string;
  /** A picture above everything else (a company's logo), with its text for those who block images. */
  banner?: { imageUrl: string; alt: string };
  greeting: string;
  /** Paragraphs of the body; line breaks inside one are kept. */
  paragraphs: string[];
  action?: { label: string; link: string; fallback: string };
  /** Smaller print after the action: validity, why the person gets this, what to do if unsure. */
  notes: string[];
  closing: string;
  signature: string;
  footer: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function textPart(content: MailContent): string {
  const action = content.action ? [`${content.action.label}:\n${content.action.link}`] : [];
  return [
    content.greeting,
    ...content.paragraphs,
    ...action,
    ...content.notes,
    `${content.closing}\n${content.signature}`,
    `-- \n${content.footer}`,
  ].join('\n\n');
}

const paragraphStyle = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${documentColours.text}`;
const noteStyle = `margin:0 0 12px;font-size:14px;line-height:1.5;color:${documentColours.textSecondary}`;

function htmlParagraph(text: string, style: string): string {
  return `<p style="${style}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
}

function htmlAction(action: NonNullable<MailContent['action']>): string {
  const href = escapeHtml(action.link);
  return [
    '<p style="margin:24px 0">',
    `<a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:6px;`,
    `background:${documentColours.accent};color:${documentColours.textOnAccent};`,
    'font-size:16px;font-weight:600;text-decoration:none">',
    `${escapeHtml(action.label)}</a></p>`,
    htmlParagraph(action.fallback, noteStyle),
    `<p style="${noteStyle};word-break:break-all"><a href="${href}" style="color:${documentColours.accent}">${href}</a></p>`,
  ].join('');
}

/**
 * Table layout and inline styles because many mail clients ignore `<style>` and flexbox; the HTML
 * says nothing the text part does not.
 */
function htmlBanner(banner: NonNullable<MailContent['banner']>): string {
  return (
    `<p style="margin:0 0 24px"><img src="${escapeHtml(banner.imageUrl)}" alt="${escapeHtml(banner.alt)}" ` +
    'height="48" style="display:block;height:48px;width:auto;max-width:240px;border:0"></p>'
  );
}

function htmlPart(content: MailContent, lang: Language): string {
  const body = [
    content.banner ? htmlBanner(content.banner) : '',
    htmlParagraph(content.greeting, paragraphStyle),
    ...content.paragraphs.map((paragraph) => htmlParagraph(paragraph, paragraphStyle)),
    content.action ? htmlAction(content.action) : '',
    ...content.notes.map((note) => htmlParagraph(note, noteStyle)),
    htmlParagraph(`${content.closing}\n${content.signature}`, paragraphStyle),
  ].join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${documentColours.background};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${documentColours.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${documentColours.surface};border-radius:8px;border-top:4px solid ${documentColours.accent}">
<tr><td style="padding:32px">
${body}
</td></tr>
</table>
${htmlParagraph(content.footer, `${noteStyle};margin-top:16px;max-width:560px`)}
</td></tr>
</table>
</body>
</html>
`;
}

export function layOutMail(content: MailContent, lang: Language): RenderedMail {
  return { subject: content.subject, text: textPart(content), html: htmlPart(content, lang) };
}
