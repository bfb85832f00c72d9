import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from './storage-config';
import type { StorageDriver } from './storage-driver';

const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404);

/** Any S3-compatible store: presigned POST for uploads, presigned GET/HEAD for downloads. */
export function createS3Storage(config: StorageConfig['s3']): StorageDriver {
  const bucket = config.bucket;
  if (!bucket) throw new Error('S3_BUCKET is required with STORAGE_DRIVER=s3');
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  });

  return {
    kind: 's3',
    async presignUpload({ key, maxBytes, expiresAt }) {
      // The store itself enforces the size ceiling and the deadline through the signed policy.
      // It cannot make the POST single-use: a collection reads its own copies (see `copy`), and
      // what a replay leaves under `uploads/` (at most the declared size) is for a bucket
      // lifecycle rule to expire.
      const { url, fields } = await createPresignedPost(client, {
        Bucket: bucket,
        Key: key,
        Conditions: [['content-length-range', 0, maxBytes]],
        Expires: secondsUntil(expiresAt),
      });
      return { url, fields };
    },
    async presignDownload({ key, fileName, contentType, expiresAt, method = 'GET' }) {
      const input = {
        Bucket: bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      };
      // The method is part of an S3 signature: a HEAD needs its own URL.
      const command =
        method === 'HEAD'
          ? new HeadObjectCommand({ Bucket: bucket, Key: key })
          : new GetObjectCommand(input);
      return getSignedUrl(client, command, { expiresIn: secondsUntil(expiresAt) });
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          sizeBytes: head.ContentLength ?? 0,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async read(key, { start, end }) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${start}-${end}` }),
        );
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        // A range past the end of the object: there is nothing there.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
          return Buffer.alloc(0);
        }
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async copy(from, to) {
      // Done by the store itself; keys are plain [A-Za-z0-9/_-], nothing to encode.
      await client.send(
        new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: `${bucket}/${from}` }),
      );
    },
  };
}
