import multipart, { type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { DomainError, ForbiddenError, NotFoundError } from '../errors';
import {
  downloadSignatureParts,
  isValidKey,
  LOCAL_OBJECT_PATH,
  LOCAL_UPLOAD_PATH,
  openObjectStream,
  TooLargeError,
  uploadSignatureParts,
  type LocalStorage,
} from './local-storage';

/** What the uploads service decides about one POST to a signed upload URL. */
export type UploadGate = {
  /** Takes the URL's one use before any byte is written; throws on a replay. */
  claim(key: string): Promise<void>;
  /** Called once the bytes are on disk; throwing refuses the file (it is then deleted). */
  inspect(key: string, sizeBytes: number): Promise<void>;
  /** Forgets a refused upload, releasing what it reserved of its folder's limit. */
  discard(key: string): Promise<void>;
};

// Reading the rest of a refused body lets the browser see our answer instead of a reset.
const drain = (stream: Readable) =>
  new Promise<void>((resolve) => {
    stream.on('end', resolve).on('error', () => resolve());
    stream.resume();
  });

const field = (fields: Record<string, unknown>, name: string): string | undefined => {
  const value = fields[name] as MultipartValue | MultipartValue[] | undefined;
  const single = Array.isArray(value) ? value[0] : value;
  return single?.type === 'field' ? String(single.value) : undefined;
};

/**
 * The local driver's stand-in for S3: a presigned-POST style upload endpoint and signed
 * GET/HEAD downloads. The signature is the only credential, as with S3 presigned URLs.
 */
export async function registerLocalStorageRoutes(
  app: FastifyInstance,
  deps: {
    storage: LocalStorage;
    maxFileBytes: number;
    now: () => Date;
    uploads: UploadGate;
  },
) {
  const { storage, now, uploads } = deps;
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  await app.register(async (scope) => {
    // Our own byte count (against the signed ceiling) trips first; this is the global backstop.
    await scope.register(multipart, {
      limits: { fileSize: deps.maxFileBytes + 1, files: 1, fields: 10, fieldSize: 4096 },
    });

    scope.post(LOCAL_UPLOAD_PATH, { schema: { hide: true } }, async (request, reply) => {
      const part = await request.file();
      if (!part) throw new DomainError(400, 'bad_request', 'Send the file as multipart form data');
      const key = field(part.fields, 'key') ?? '';
      const maxBytes = Number(field(part.fields, 'max_bytes'));
      const expires = Number(field(part.fields, 'expires'));
      const signature = field(part.fields, 'signature') ?? '';
      if (
        !isValidKey(key) ||
        !Number.isInteger(maxBytes) ||
        !Number.isInteger(expires) ||
        !storage.signer.verify(uploadSignatureParts(key, maxBytes, expires), signature)
      ) {
        await drain(part.file);
        throw new ForbiddenError('upload_signature_invalid', 'Invalid upload signature');
      }
      if (expires < nowSeconds()) {
        await drain(part.file);
        throw new ForbiddenError('upload_url_expired', 'Upload URL expired');
      }
      try {
        await uploads.claim(key);
      } catch (error) {
        await drain(part.file);
        throw error;
      }
      // The URL is spent from here on: whatever fails, the bytes and the reservation go.
      try {
        let sizeBytes: number;
        try {
          sizeBytes = await storage.write(key, part.file, maxBytes);
        } catch (error) {
          if (error instanceof TooLargeError) {
            throw new DomainError(
              413,
              'file_too_large',
              `The file is larger than the ${maxBytes} bytes declared for this upload URL`,
            );
          }
          throw error;
        }
        await uploads.inspect(key, sizeBytes);
      } catch (error) {
        await storage.remove(key);
        await uploads.discard(key);
        throw error;
      }
      return reply.code(204).send();
    });
  });

  app.route<{
    Params: { '*': string };
    Querystring: Record<string, string | undefined>;
  }>({
    method: ['GET', 'HEAD'],
    url: `${LOCAL_OBJECT_PATH}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = request.params['*'];
      const { expires = '', type = '', name = '', signature = '' } = request.query;
      const expiresAt = Number(expires);
      if (
        !isValidKey(key) ||
        !Number.isInteger(expiresAt) ||
        !storage.signer.verify(downloadSignatureParts(key, expiresAt, type, name), signature)
      ) {
        throw new ForbiddenError('upload_signature_invalid', 'Invalid download signature');
      }
      if (expiresAt < nowSeconds())
        throw new ForbiddenError('upload_url_expired', 'Download URL expired');
      const info = await storage.stat(key);
      if (!info) throw new NotFoundError('file_not_found', 'File');
      reply
        .header('content-type', type)
        .header('content-length', info.sizeBytes)
        .header('last-modified', info.lastModified.toUTCString())
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', `private, max-age=${Math.max(0, expiresAt - nowSeconds())}`)
        // User files are served from the API origin: never let one run as a page there.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff');
      if (request.method === 'HEAD') return reply.send();
      return reply.send(openObjectStream(storage.pathOf(key)));
    },
  });
}
