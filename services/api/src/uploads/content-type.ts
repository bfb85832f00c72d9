export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  html: 'text/html',
  markdown: 'text/markdown',
  text: 'text/plain',
} as const;

export type SupportedContentType = (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES];

/** How many bytes from each end detection needs (a ZIP lists its entries at the end). */
export const SNIFF_BYTES = 64 * 1024;

export type Detection =
  { ok: true; contentType: SupportedContentType } | { ok: false; reason: string };

const extensionOf = (fileName: string) => /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1] ?? '';

const startsWith = (bytes: Buffer, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
// Tab, line feed, form feed, carriage return: what text files legitimately hold below space.
const ALLOWED_CONTROLS = new Set([9, 10, 12, 13]);

function decodeText(head: Buffer): string | undefined {
  if (head.includes(0)) return undefined;
  try {
    // `stream` tolerates a character cut in half at the end of the sniffed window.
    // A new decoder each time: a streaming one carries the cut bytes over to the next file.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    // Control characters other than tab, newlines and form feed mean binary data.
    let controls = 0;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if ((code < 32 && !ALLOWED_CONTROLS.has(code)) || code === 127) controls += 1;
    }
    return controls > text.length / 100 ? undefined : text;
  } catch {
    return undefined;
  }
}

const looksLikeHtml = (text: string, extension: string) =>
  /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body)[\s>]/i.test(text) ||
  (['html', 'htm', 'xhtml'].includes(extension) && /<[a-z][a-z0-9]*[\s>/]/i.test(text));

const looksLikeMarkdown = (text: string) =>
  /^(#{1,6} \S|```|[-*+] \S|\d+\. \S|> \S)/m.test(text) && /\n/.test(text);

/**
 * The type by content, not by name (PDF and DOCX by their magic bytes, text by being valid
 * UTF-8); the name only tells Markdown from plain text and confirms HTML fragments.
 */
export function detectContentType(input: {
  head: Buffer;
  tail: Buffer;
  fileName: string;
}): Detection {
  const { head, tail, fileName } = input;
  const extension = extensionOf(fileName);
  if (head.length === 0) return { ok: false, reason: 'is empty' };
  // PDF readers accept the header anywhere in the first KiB.
  if (head.subarray(0, 1024).includes('%PDF-')) return { ok: true, contentType: CONTENT_TYPES.pdf };
  if (startsWith(head, ZIP)) {
    const entries = Buffer.concat([head, tail]);
    return entries.includes('word/document.xml') && entries.includes('[Content_Types].xml')
      ? { ok: true, contentType: CONTENT_TYPES.docx }
      : { ok: false, reason: 'is a ZIP archive but not a Word (DOCX) document' };
  }
  const text = decodeText(head.subarray(0, SNIFF_BYTES));
  if (text === undefined)
    return { ok: false, reason: 'is not a PDF, DOCX, HTML, Markdown or text file' };
  if (looksLikeHtml(text, extension)) return { ok: true, contentType: CONTENT_TYPES.html };
  if (['md', 'markdown'].includes(extension))
    return { ok: true, contentType: CONTENT_TYPES.markdown };
  if (extension !== 'txt' && looksLikeMarkdown(text)) {
    return { ok: true, contentType: CONTENT_TYPES.markdown };
  }
  return { ok: true, contentType: CONTENT_TYPES.text };
}
