import { z } from 'zod';

const MIB = 1024 * 1024;

/** Storage and upload variables, merged into the API's env schema so errors are reported together. */
export const storageEnvShape = {
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** HMAC key of the local driver's signed URLs; generated and kept under DATA_DIR when unset. */
  STORAGE_SECRET: z.string().min(16).optional(),
  /** Origin the browser reaches the API at, for the local driver's URLs; the request's own when unset. */
  PUBLIC_API_URL: z.url().optional(),
  UPLOAD_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * MIB),
  UPLOAD_MAX_COLLECTION_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(500 * MIB),
  UPLOAD_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  DOWNLOAD_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  /** Uploads no collection took (a cancelled dialog, a failed file) are deleted after this. */
  UPLOAD_ORPHAN_TTL_HOURS: z.coerce.number().positive().default(24),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
};

type StorageEnv = z.output<z.ZodObject<typeof storageEnvShape>>;

export type StorageConfig = {
  driver: 'local' | 's3';
  secret: string | undefined;
  publicApiUrl: string | undefined;
  maxFileBytes: number;
  maxCollectionBytes: number;
  uploadUrlTtlSeconds: number;
  downloadUrlTtlSeconds: number;
  orphanUploadTtlHours: number;
  s3: {
    bucket: string | undefined;
    region: string;
    endpoint: string | undefined;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  };
};

/** Problems zod cannot see field by field, as `VAR: message` lines. */
export function storageConfigProblems(env: Record<string, string | undefined>): string[] {
  return env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET
    ? ['S3_BUCKET: Required when STORAGE_DRIVER=s3']
    : [];
}

export function toStorageConfig(e: StorageEnv): StorageConfig {
  return {
    driver: e.STORAGE_DRIVER,
    secret: e.STORAGE_SECRET,
    publicApiUrl: e.PUBLIC_API_URL?.replace(/\/+$/, ''),
    maxFileBytes: e.UPLOAD_MAX_FILE_BYTES,
    maxCollectionBytes: e.UPLOAD_MAX_COLLECTION_BYTES,
    uploadUrlTtlSeconds: e.UPLOAD_URL_TTL_SECONDS,
    downloadUrlTtlSeconds: e.DOWNLOAD_URL_TTL_SECONDS,
    orphanUploadTtlHours: e.UPLOAD_ORPHAN_TTL_HOURS,
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
  };
}
