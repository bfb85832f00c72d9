import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { documents, uploadedFiles } from '../src/db/schema/index';
import { databases } from './support/databases';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';
import { TEXT_BYTES, uploadHelpers } from './support/uploads';

const HOUR = 3_600_000;

describe.each(databases())('orphan uploads on $name', (database) => {
  let api: TestApi;
  let helpers: ReturnType<typeof uploadHelpers>;
  beforeAll(async () => {
    api = await startTestApi(database, { UPLOAD_ORPHAN_TTL_HOURS: '24' });
    helpers = uploadHelpers(api);
  });
  afterAll(() => api?.close());

  const stored = (key: string) => existsSync(join(api.config.dataDir, 'storage', key));
  const keyOf = async (id: string) => {
    const [row] = await api.db
      .select({ key: uploadedFiles.storageKey })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, id));
    return row?.key;
  };
  const createWith = (token: string, projectId: string, folderId: string, fileId: string) =>
    api.call('POST', `/api/projects/${projectId}/documents_collections/unstructured`, {
      token,
      body: {
        name: 'Late',
        description: '',
        upload_folder_id: folderId,
        documents: { 'late.txt': fileId },
        collection_type: 'unstructured',
      },
    });

  test('uploads no collection took are deleted after the TTL; the others stay', async () => {
    const owner = await api.activeUser('sweeper');
    const projectId = await helpers.project(owner.token);
    const abandonedFolder = await helpers.folder(owner.token);
    const abandoned = await helpers.upload(owner.token, abandonedFolder, 'late.txt', TEXT_BYTES);
    const collection = await helpers.collection(owner.token, projectId, { 'kept.txt': TEXT_BYTES });
    const [kept] = await api.db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(eq(documents.collectionId, collection.id));
    const abandonedKey = await keyOf(abandoned);
    expect(abandonedKey && stored(abandonedKey)).toBe(true);

    // Not yet past the TTL: nothing goes.
    api.advanceClock(23 * HOUR);
    expect(await api.app.sweepOrphanUploads()).toBe(0);
    expect(stored(abandonedKey!)).toBe(true);

    api.advanceClock(2 * HOUR);
    expect(await api.app.sweepOrphanUploads()).toBe(1);
    expect(stored(abandonedKey!)).toBe(false);
    expect(await keyOf(abandoned)).toBeUndefined();
    // The collection's file is untouched, and the emptied folder is gone with its upload.
    expect(kept && stored(kept.key)).toBe(true);
    const token = await api.signIn(owner.email);
    const late = await createWith(token, projectId, abandonedFolder, abandoned);
    expect(late.statusCode).toBe(404);

    // A fresh upload is not an orphan yet, even in an old folder's place.
    const freshFolder = await helpers.folder(token);
    const fresh = await helpers.upload(token, freshFolder, 'late.txt', TEXT_BYTES);
    expect(await api.app.sweepOrphanUploads()).toBe(0);
    expectStatus(await createWith(token, projectId, freshFolder, fresh), 201);
  });
});
