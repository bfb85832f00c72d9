import { extractDocument, TextExtractionError } from '@ontoloom/pipeline';
import type { TextExtractionRequest, TextExtractionReply } from './text-extraction-pool';

// The child process of text extraction: parsing a PDF, a DOCX or a large HTML file is CPU work
// that must not stall the API's event loop, and a hostile file may only exhaust this process's
// heap (bounded by --max-old-space-size, see text-extraction-pool.ts), never the API's.
// One document at a time, in the order they came: the parent counts on it (the first it sent and
// got no reply for is the one being read, the one to blame if this process dies).
let queue: Promise<void> = Promise.resolve();
process.on('message', (request: TextExtractionRequest) => {
  queue = queue.then(() => read(request));
});

async function read({ id, document }: TextExtractionRequest) {
  let reply: TextExtractionReply;
  try {
    const extracted = await extractDocument({
      id: document.id,
      data: document.data,
      file_name: document.name,
      media_type: document.mediaType,
    });
    reply = { id, ok: true, document: extracted };
  } catch (error) {
    reply =
      error instanceof TextExtractionError
        ? { id, ok: false, error: { code: error.code, message: error.message } }
        : {
            id,
            ok: false,
            error: {
              code: 'corrupt',
              message: `The file could not be read: ${error instanceof Error ? error.message : String(error)}`,
            },
          };
  }
  process.send?.(reply);
}

// Loaded (the parsers included): the parent's worker may now say it is ready.
process.send?.({ ready: true });
