import { createReadStream } from 'node:fs';
import { link, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { createWriteStream } from 'node:fs';
import type { Signer } from './signing';
import type { StorageDriver } from './storage-driver';

export const LOCAL_UPLOAD_PATH = '/api/storage/upload';
export const LOCAL_OBJECT_PATH = '/api/storage/objects';

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/_-]*$/;

export const isValidKey = (key: string): boolean => KEY_PATTERN.test(key) && !key.includes('//');

/** What the upload form signs: the object, its size ceiling and the deadline. */
export const uploadSignatureParts = (key: string, maxBytes: number, expires: number) => [
  'upload',
  key,
  maxBytes,
  expires,
];

export const downloadSignatureParts = (
  key: string,
  expires: number,
  contentType: string,
  fileName: string,
) => ['download', key, expires, contentType, fileName];

export type LocalStorage = StorageDriver & {
  /** Writes the stream to `key`, failing (and keeping nothing) past `maxBytes`. */
  write(key: string, body: Readable, maxBytes: number): Promise<number>;
  pathOf(key: string): string;
  signer: Signer;
};

export class TooLargeError extends Error {}

/** Files under `root`; URLs point at the API's own signed routes. */
export function createLocalStorage(options: { root: string; signer: Signer }): LocalStorage {
  const root = resolve(options.root);
  const { signer } = options;
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    // Keys are ours, but a path outside the root must never be reachable.
    if (!isValidKey(key) || !path.startsWith(root + sep)) throw new Error(`invalid key ${key}`);
    return path;
  };
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  return {
    kind: 'local',
    signer,
    pathOf,
    async presignUpload({ key, maxBytes, expiresAt, baseUrl }) {
      const expires = seconds(expiresAt);
      return {
        url: `${baseUrl}${LOCAL_UPLOAD_PATH}`,
        fields: {
          key,
          max_bytes: String(maxBytes),
          expires: String(expires),
          signature: signer.sign(uploadSignatureParts(key, maxBytes, expires)),
        },
      };
    },
    async presignDownload({ key, fileName, contentType, expiresAt, baseUrl }) {
      const expires = seconds(expiresAt);
      const query = new URLSearchParams({
        expires: String(expires),
        type: contentType,
        name: fileName,
        signature: signer.sign(downloadSignatureParts(key, expires, contentType, fileName)),
      });
      return `${baseUrl}${LOCAL_OBJECT_PATH}/${key}?${query}`;
    },
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { sizeBytes: info.size, lastModified: info.mtime } : undefined;
      } catch {
        return undefined;
      }
    },
    async read(key, { start, end }) {
      const handle = await open(pathOf(key), 'r');
      try {
        const { size } = await handle.stat();
        const from = Math.max(0, Math.min(start, size));
        const length = Math.max(0, Math.min(end + 1, size) - from);
        const buffer = Buffer.alloc(length);
        await handle.read(buffer, 0, length, from);
        return buffer;
      } finally {
        await handle.close();
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async copy(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      // A second name for the same bytes: an upload replaces its file by renaming a new one
      // into place, never by writing into it, so the copy keeps what it was given.
      await link(pathOf(from), target);
    },
    async write(key, body, maxBytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed: a reader never sees half a file.
      const partial = join(dirname(path), `.${Date.now()}-${Math.random().toString(36).slice(2)}`);
      const out = createWriteStream(partial);
      let written = 0;
      try {
        // Read to the end even past the limit (discarding), so the request completes and the
        // client gets our answer; busboy's own limit bounds what is discarded.
        for await (const chunk of body as AsyncIterable<Buffer>) {
          written += chunk.length;
          if (written <= maxBytes && !out.write(chunk)) {
            await new Promise<void>((resolve) => out.once('drain', () => resolve()));
          }
        }
        await new Promise<void>((resolve, reject) =>
          out.end((error?: Error | null) => (error ? reject(error) : resolve())),
        );
        if (written > maxBytes) throw new TooLargeError();
        await rename(partial, path);
        return written;
      } catch (error) {
        out.destroy();
        await rm(partial, { force: true });
        throw error;
      }
    },
  };
}

export const openObjectStream = (path: string) => createReadStream(path);
