import { z } from 'zod';
import { idSchema, timestampSchema, projectParamsSchema } from './common';
import { archivedAtSchema, descriptionSchema, text } from './fields';

export const documentsCollectionTypeSchema = z.enum(['unstructured']);
export type DocumentsCollectionType = z.infer<typeof documentsCollectionTypeSchema>;

/** May be empty: the UI then shows a fallback label (R3.04). */
export const collectionNameSchema = text().trim().max(200);

export const documentSchema = z.object({
  id: idSchema,
  documents_collection_id: idSchema,
  name: z.string(),
  /** The uploaded file (`id` of the upload URL response) this document was created from. */
  upload_file_id: idSchema,
  content_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
  page_count: z.number().int().nonnegative().nullable(),
  created_at: timestampSchema,
  /**
   * Set once taken out of its collection: no longer listed nor read by new runs, still shown to
   * the runs and knowledge bases that read it (issue 17).
   */
  removed_at: z.nullable(timestampSchema),
});
export type Document = z.infer<typeof documentSchema>;

/** Document with presigned URLs: metadata by HEAD, data by GET (R7.05). */
export const documentDetailSchema = documentSchema.extend({
  /** GET: the data. */
  url: z.string(),
  /** HEAD: the metadata (a URL of its own: S3 signatures cover the method). */
  head_url: z.string(),
  url_expires_at: timestampSchema,
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const documentsCollectionSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  name: z.string(),
  description: z.string(),
  collection_type: documentsCollectionTypeSchema,
  document_count: z.number().int().nonnegative(),
  archived_at: archivedAtSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type DocumentsCollection = z.infer<typeof documentsCollectionSchema>;

export const documentsCollectionDetailSchema = documentsCollectionSchema.extend({
  documents: z.array(documentSchema),
});
export type DocumentsCollectionDetail = z.infer<typeof documentsCollectionDetailSchema>;

export const uploadFolderSchema = z.object({ id: idSchema });
export type UploadFolder = z.infer<typeof uploadFolderSchema>;

export const uploadFolderParamsSchema = z.object({ upload_folder_id: idSchema });
export type UploadFolderParams = z.infer<typeof uploadFolderParamsSchema>;

export const uploadUrlBodySchema = z.object({
  file_name: text().trim().min(1).max(255),
  content_type: text().min(1).max(255),
  size_bytes: z.number().int().nonnegative(),
});
export type UploadUrlBody = z.infer<typeof uploadUrlBodySchema>;

/** The file is then POSTed as multipart form data to `url` with `fields` (R3.05, R7.04). */
export const uploadUrlResponseSchema = z.object({
  id: idSchema,
  url: z.string(),
  /** JSON string of the form fields to send with the file. */
  fields: z.string(),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/** Document name → uploaded file id. */
export const collectionDocumentsSchema = z
  .record(text().trim().min(1).max(255), idSchema)
  .refine((documents) => Object.keys(documents).length > 0, {
    message: 'Add at least one document',
  });

export const unstructuredCollectionCreateBodySchema = z.object({
  name: collectionNameSchema,
  description: descriptionSchema.default(''),
  upload_folder_id: idSchema,
  documents: collectionDocumentsSchema,
  collection_type: z.literal('unstructured'),
});
export type UnstructuredCollectionCreateBody = z.infer<
  typeof unstructuredCollectionCreateBodySchema
>;

/** How many documents one change may take out of a collection. */
export const MAX_DOCUMENTS_REMOVED_AT_ONCE = 500;

export const unstructuredCollectionPatchBodySchema = z
  .object({
    name: collectionNameSchema.optional(),
    description: descriptionSchema.optional(),
    /** Documents to add: uploads of a folder, by document name, as when creating (issue 17). */
    add: z.object({ upload_folder_id: idSchema, documents: collectionDocumentsSchema }).optional(),
    /** Documents to take out; the runs that read them keep them. */
    remove_document_ids: z.array(idSchema).min(1).max(MAX_DOCUMENTS_REMOVED_AT_ONCE).optional(),
  })
  .refine(
    (body) =>
      body.name !== undefined ||
      body.description !== undefined ||
      body.add !== undefined ||
      body.remove_document_ids !== undefined,
    { message: 'Provide name, description, documents to add or documents to remove' },
  );
export type UnstructuredCollectionPatchBody = z.infer<typeof unstructuredCollectionPatchBodySchema>;

export const collectionParamsSchema = z.object({
  ...projectParamsSchema.shape,
  documents_collection_id: idSchema,
});
export type CollectionParams = z.infer<typeof collectionParamsSchema>;

export const documentParamsSchema = collectionParamsSchema.extend({ document_id: idSchema });
export type DocumentParams = z.infer<typeof documentParamsSchema>;
