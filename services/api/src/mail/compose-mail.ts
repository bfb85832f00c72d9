import { escapeHtml } from './escape-html';
import type { MailMessage } from './mail.service';

/** A paragraph of a mail: plain words, or words leading to a link (its label in the HTML part). */
export type MailBlock = string | { lead: string; url: string; label: string };

/** One mail's text and HTML parts from the same paragraphs, after a greeting by first name. */
export function composeMail(args: {
  to: string;
  subject: string;
  firstName: string;
  blocks: MailBlock[];
}): MailMessage {
  const { blocks } = args;
  const text = blocks.map((block) =>
    typeof block === 'string' ? block : `${block.lead}\n${block.url}`,
  );
  const html = blocks.map((block) =>
    typeof block === 'string'
      ? `<p>${escapeHtml(block)}</p>`
      : `<p>${escapeHtml(block.lead)}</p>\n<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`,
  );
  return {
    to: args.to,
    subject: args.subject,
    text: [`Hello ${args.firstName},`, ...text].join('\n\n'),
    html: [`<p>Hello ${escapeHtml(args.firstName)},</p>`, ...html].join('\n'),
  };
}
