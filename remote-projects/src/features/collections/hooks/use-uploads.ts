import { isApiError } from '@ontoloom/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createUploadFolder, createUploadUrl, postToUploadUrl } from '../api/upload-file';

export type UploadStatus = 'uploading' | 'done' | 'failed';

/** Why a file failed, for the list to word in the user's language. */
export type UploadFailure =
  /** The API's own explanation (a refused content, size or limit). */
  | { kind: 'detail'; detail: string }
  /** The store refused without one (S3 answers XML), e.g. a body past the signed size. */
  | { kind: 'refused'; status: number }
  /** The connection dropped: the bytes may or may not have arrived. */
  | { kind: 'interrupted' };

const failureOf = (error: unknown): UploadFailure => {
  if (!isApiError(error)) return { kind: 'interrupted' };
  const { body } = error;
  return body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string'
    ? { kind: 'detail', detail: body.detail }
    : { kind: 'refused', status: error.status };
};

export type UploadItem = {
  key: string;
  /** The document name: the file name, made unique within the collection. */
  name: string;
  file: File;
  status: UploadStatus;
  loaded: number;
  fileId?: string;
  failure?: UploadFailure;
};

const uniqueName = (name: string, taken: Set<string>) => {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let index = 2;
  while (taken.has(`${stem} (${index})${extension}`)) index += 1;
  return `${stem} (${index})${extension}`;
};

/**
 * The files of a collection being created: each uploads at once into one upload folder, with
 * its own progress, retry and cancel; a failure never touches the other files. An upload URL
 * serves one POST only, so every attempt (a retry too) asks for a new one.
 */
export function useUploads(
  /** Names already in the collection (adding to it): new files get other names. */
  takenNames: readonly string[] = [],
) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const folder = useRef<Promise<string> | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const [folderId, setFolderId] = useState<string | null>(null);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const start = useCallback((key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    patch(key, { status: 'uploading', loaded: 0, failure: undefined });
    if (!folder.current) {
      folder.current = createUploadFolder().then(({ id }) => (setFolderId(id), id));
      folder.current.catch(() => (folder.current = null));
    }
    void (async () => {
      try {
        const id = await folder.current!;
        const target = await createUploadUrl(id, file, controller.signal);
        await postToUploadUrl(
          target,
          file,
          ({ loaded }) => patch(key, { loaded }),
          controller.signal,
        );
        patch(key, { status: 'done', loaded: file.size, fileId: target.id });
      } catch (error) {
        if (controller.signal.aborted) return;
        patch(key, { status: 'failed', failure: failureOf(error) });
      } finally {
        controllers.current.delete(key);
      }
    })();
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const taken = new Set([...takenNames, ...items.map((item) => item.name)]);
      const added = files.map((file): UploadItem => {
        const name = uniqueName(file.name, taken);
        taken.add(name);
        return { key: crypto.randomUUID(), name, file, status: 'uploading', loaded: 0 };
      });
      setItems((current) => [...current, ...added]);
      // Queued after the addition, so every progress patch finds its item.
      added.forEach((item) => start(item.key, item.file));
    },
    [items, start, takenNames],
  );

  const retry = useCallback(
    (key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (item) start(key, item.file);
    },
    [items, start],
  );

  /** Cancels an upload in flight, or drops a finished or failed file from the list. */
  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  const cancelAll = useCallback(() => {
    controllers.current.forEach((controller) => controller.abort());
    controllers.current.clear();
    folder.current = null;
    setFolderId(null);
    setItems([]);
  }, []);

  useEffect(() => () => controllers.current.forEach((controller) => controller.abort()), []);

  const documents = Object.fromEntries(
    items.filter((item) => item.status === 'done').map((item) => [item.name, item.fileId ?? '']),
  );
  const busy = items.some((item) => item.status === 'uploading');
  const failed = items.some((item) => item.status === 'failed');
  return { items, add, retry, remove, cancelAll, folderId, documents, busy, failed };
}
