import mammoth from 'mammoth';
import { TextExtractionError } from '../common/errors';
import type { StageOptions } from '../common/progress';
import { throwIfAborted } from '../common/progress';
import { detectFormat } from './detect-format';
import type {
  DocumentFormat,
  DocumentPage,
  ExtractedDocument,
  SourceDocument,
} from './document-model';
import { PAGE_SEPARATOR } from './document-model';
import { htmlToPages } from './html';
import { pdfToPages } from './pdf';
import { markdownToPages } from './markdown';
import { textToPages } from './plain-text';
import { decodeText, decodedSlices, stringSlices } from './text-slices';

const docxToHtml = async (source: SourceDocument): Promise<string> => {
  try {
    const result = await mammoth.convertToHtml({ buffer: Buffer.from(source.data) });
    return result.value;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new TextExtractionError('corrupt', source.id, `The DOCX cannot be read: ${detail}`, {
      cause: error,
    });
  }
};

// Every format but PDF is read as a stream of slices; DOCX is the exception that mammoth needs
// the whole archive, but its HTML still goes through the streaming reader.
async function* sectionsOf(
  source: SourceDocument,
  format: Exclude<DocumentFormat, 'pdf'>,
  options: StageOptions,
): AsyncGenerator<DocumentPage> {
  switch (format) {
    case 'docx':
      yield* htmlToPages(stringSlices(await docxToHtml(source)), source.id, 'docx', options);
      return;
    case 'html':
      yield* htmlToPages(decodedSlices(source), source.id, 'html', options);
      return;
    case 'markdown':
      yield* markdownToPages(decodedSlices(source), source.id, options);
      return;
    case 'text':
      yield* textToPages(decodeText(source), source.id);
  }
}

/**
 * Text extraction (stage 1): yields the document page by page (PDF) or section by section (other
 * formats) in the common model. A file that cannot be read rejects with a TextExtractionError.
 */
export async function* extractText(
  source: SourceDocument,
  options: StageOptions = {},
): AsyncGenerator<DocumentPage> {
  const { signal, onProgress } = options;
  throwIfAborted(signal);
  const format = detectFormat(source);
  if (format === 'pdf') {
    yield* pdfToPages(source.id, source.data, options);
    return;
  }
  let done = 0;
  for await (const section of sectionsOf(source, format, options)) {
    throwIfAborted(signal);
    yield section;
    done += 1;
    onProgress?.({ step: 'text_extraction', done, total: null, unit: 'pages' });
  }
}

/** Collects a whole document; for small inputs and tests (the run workers stream instead). */
export const extractDocument = async (
  source: SourceDocument,
  options: StageOptions = {},
): Promise<ExtractedDocument> => {
  const pages: DocumentPage[] = [];
  for await (const page of extractText(source, options)) pages.push(page);
  const first = pages[0];
  return {
    document_id: source.id,
    format: first?.format ?? detectFormat(source),
    page_count:
      first?.format === 'pdf' || pages.some((page) => page.number !== null) ? pages.length : null,
    text: pages.map((page) => page.text).join(PAGE_SEPARATOR),
    pages,
  };
};
