import { z } from 'zod';
import {
  collectionParamsSchema,
  documentDetailSchema,
  documentParamsSchema,
  documentsCollectionDetailSchema,
  documentsCollectionSchema,
  unstructuredCollectionCreateBodySchema,
  unstructuredCollectionPatchBodySchema,
  uploadFolderParamsSchema,
  uploadFolderSchema,
  uploadUrlBodySchema,
  uploadUrlResponseSchema,
} from '../collections';
import { projectParamsSchema } from '../common';
import { archivableListQuerySchema } from '../fields';
import { defineEndpoint } from '../define-endpoint';

const base = { auth: 'bearer', apiVersion: true, tag: 'collections' } as const;
const collections = '/api/projects/{project_id}/documents_collections';

export const collectionEndpoints = {
  listDocumentsCollections: defineEndpoint({
    ...base,
    method: 'GET',
    path: collections,
    params: projectParamsSchema,
    query: archivableListQuerySchema,
    response: z.array(documentsCollectionSchema),
    status: 200,
    summary: "A project's document collections (active, or archived with archived=true)",
  }),
  getDocumentsCollection: defineEndpoint({
    ...base,
    method: 'GET',
    path: `${collections}/{documents_collection_id}`,
    params: collectionParamsSchema,
    response: documentsCollectionDetailSchema,
    status: 200,
    summary: 'One collection with its documents',
  }),
  createUploadFolder: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/upload_folders',
    response: uploadFolderSchema,
    status: 201,
    summary: 'Start an upload: a folder that receives the files of a future collection',
  }),
  createUploadUrl: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/upload_folders/{upload_folder_id}/upload_urls',
    params: uploadFolderParamsSchema,
    body: uploadUrlBodySchema,
    response: uploadUrlResponseSchema,
    status: 201,
    summary: 'Presigned URL and form fields to POST one file to',
  }),
  createUnstructuredDocumentsCollection: defineEndpoint({
    ...base,
    method: 'POST',
    path: `${collections}/unstructured`,
    params: projectParamsSchema,
    body: unstructuredCollectionCreateBodySchema,
    response: documentsCollectionDetailSchema,
    status: 201,
    summary: 'Create an unstructured collection from uploaded files',
  }),
  updateUnstructuredDocumentsCollection: defineEndpoint({
    ...base,
    method: 'PATCH',
    path: `${collections}/unstructured/{documents_collection_id}`,
    params: collectionParamsSchema,
    body: unstructuredCollectionPatchBodySchema,
    response: documentsCollectionSchema,
    status: 200,
    summary: 'Rename or describe a collection',
  }),
  archiveDocumentsCollection: defineEndpoint({
    ...base,
    method: 'PATCH',
    path: `${collections}/{documents_collection_id}/archive`,
    params: collectionParamsSchema,
    response: documentsCollectionSchema,
    status: 200,
    summary: 'Archive a collection',
  }),
  restoreDocumentsCollection: defineEndpoint({
    ...base,
    method: 'PATCH',
    path: `${collections}/{documents_collection_id}/restore`,
    params: collectionParamsSchema,
    response: documentsCollectionSchema,
    status: 200,
    summary: 'Restore an archived collection',
  }),
  getDocument: defineEndpoint({
    ...base,
    method: 'GET',
    path: `${collections}/unstructured/{documents_collection_id}/documents/{document_id}`,
    params: documentParamsSchema,
    response: documentDetailSchema,
    status: 200,
    summary: 'One document with a presigned URL (HEAD for metadata, GET for data)',
  }),
};
