import { escapeHtml } from '@facet/platform-security';
import type { OutboxMail } from './outbox';

const linkPattern = /https?:\/\/[^\s<>"']+/g;

/** Every web address in a mail's text part, in order: what a person or a test would follow. */
export function linksIn(text: string): string[] {
  return text.match(linkPattern) ?? [];
}

/** Escapes the text, then makes its addresses clickable (escaping first keeps them inert). */
function linkified(text: string): string {
  return escapeHtml(text).replace(linkPattern, (address) => `<a href="${address}">${address}</a>`);
}

const pageStyle = `
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #1f2933; }
article { border: 1px solid #cbd2d9; border-radius: 0.5rem; padding: 1rem 1.25rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; margin: 0 0 0.75rem; font-size: 0.9rem; }
dt { color: #52606d; }
dd { margin: 0; }
pre { white-space: pre-wrap; word-break: break-word; background: #f5f7fa; padding: 0.75rem; border-radius: 0.25rem; margin: 0; }
.status { font-weight: 600; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${pageStyle}</style></head>
<body>
${body}
</body>
</html>
`;
}

function mailArticle(mail: OutboxMail): string {
  const error = mail.last_error ? `<dt>Last error</dt><dd>${escapeHtml(mail.last_error)}</dd>` : '';
  return `<article>
<h2><a href="/api/dev/mail/${mail.id}">${escapeHtml(mail.subject)}</a></h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.recipient)}</dd>
<dt>Time</dt><dd><time datetime="${mail.created_at.toISOString()}">${mail.created_at.toISOString()}</time></dd>
<dt>Kind</dt><dd>${escapeHtml(mail.kind)} (${mail.lang})</dd>
<dt>Status</dt><dd class="status">${mail.status}</dd>
${error}
</dl>
<pre>${linkified(mail.text_body)}</pre>
</article>`;
}

export function mailListPage(mails: OutboxMail[], options: { limit: number; recipient?: string }) {
  const scope = options.recipient ? ` to ${escapeHtml(options.recipient)}` : '';
  const intro = `<p>The newest ${options.limit} e-mails${scope} in the outbox, newest first. Without
SMTP_URL nothing is sent: follow the links here instead. Open a subject to see the HTML part;
add <code>?to=address</code> to see one recipient's mail. This page does not exist in production.</p>`;
  const list = mails.length
    ? mails.map(mailArticle).join('\n')
    : '<p><strong>No e-mail yet.</strong> Invite someone or ask for a password reset, then reload.</p>';
  return page('Facet development mail', `<h1>Development mail</h1>\n${intro}\n${list}`);
}

/** The JSON form of the list, for scripts and end-to-end tests that follow e-mailed links. */
export function mailListJson(mails: OutboxMail[]) {
  return mails.map((mail) => ({
    id: mail.id,
    kind: mail.kind,
    to: mail.recipient,
    lang: mail.lang,
    subject: mail.subject,
    status: mail.status,
    createdAt: mail.created_at.toISOString(),
    text: mail.text_body,
    links: linksIn(mail.text_body),
  }));
}
