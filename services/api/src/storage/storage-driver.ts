/** Where the browser posts one file: `fields` go first in the multipart form, the file last. */
export type PresignedUpload = { url: string; fields: Record<string, string> };

export type StoredObjectInfo = { sizeBytes: number; lastModified: Date };

export type ByteRange = { start: number; end: number };

/**
 * Both drivers (local disk, S3) behind one shape: the API never streams documents itself
 * except through the local driver's own signed routes.
 */
export type StorageDriver = {
  readonly kind: 'local' | 's3';
  presignUpload(input: {
    key: string;
    maxBytes: number;
    expiresAt: Date;
    /** Origin of the API as the browser sees it (the local driver serves the URL itself). */
    baseUrl: string;
  }): Promise<PresignedUpload>;
  presignDownload(input: {
    key: string;
    fileName: string;
    contentType: string;
    expiresAt: Date;
    baseUrl: string;
    /** S3 signs the method: metadata (HEAD) and data (GET) need a URL each. */
    method?: 'GET' | 'HEAD';
  }): Promise<string>;
  stat(key: string): Promise<StoredObjectInfo | undefined>;
  /** Inclusive byte range, clamped to the object. */
  read(key: string, range: ByteRange): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** A copy under a new key that later writes to `from` leave unchanged. */
  copy(from: string, to: string): Promise<void>;
};
