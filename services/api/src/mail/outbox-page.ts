import { createHash } from 'node:crypto';
import { escapeHtml } from './escape-html';
import type { OutboxMessage } from './mail.repo';

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1.5rem; color: #1a202c; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
p.note { color: #4a5568; margin: 0 0 1.5rem; }
article { border: 1px solid #e2e8f0; border-radius: .5rem; padding: 1rem 1.25rem; margin-block: 1rem; }
h2 { font-size: 1.1rem; margin: 0; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .1rem .75rem; margin: .5rem 0; color: #4a5568; font-size: .9rem; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: .75rem 0 0; }
a { color: #0b5c4f; }
`;

/** The page's CSP allows this one stylesheet, by its hash, and nothing else. */
export const OUTBOX_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const LINK = /\bhttps?:\/\/[^\s<>"']+/g;

/** A mail's text, escaped, with its web links clickable (reset, verification and sign-in links). */
const linkified = (text: string) => {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
};

/**
 * The development outbox as a page a person reads: newest mail first (and it says so), each
 * with its recipient, time and text, links clickable. Everything from the mails is escaped.
 */
export function outboxPage(messages: OutboxMessage[], filter: string | undefined): string {
  const items = messages
    .map(
      (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(message.to)}</dd><dt>Written</dt><dd><time datetime="${escapeHtml(message.created_at)}">${escapeHtml(message.created_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></dd></dl>
<pre>${linkified(message.text)}</pre>
</article>`,
    )
    .join('\n');
  const count = `${messages.length} mail${messages.length === 1 ? '' : 's'}`;
  const scope = filter ? ` to ${escapeHtml(filter)}` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ontoloom mail outbox</title><style>${STYLE}</style></head>
<body>
<h1>Mail outbox</h1>
<p class="note">${count}${scope}, newest first. Mails the API would have sent (MAIL_DRIVER=outbox); add <code>?to=</code> an address to see one recipient's.</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>
`;
}
