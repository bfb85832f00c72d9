import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../db/client';
import { containsPattern } from '../db/like';
import {
  documents,
  documentsCollections,
  projects,
  type DocumentRow,
  type DocumentsCollectionRow,
} from '../db/schema/index';

export type CollectionWithCount = DocumentsCollectionRow & { documentCount: number };

/** Every query goes through the project's owner: someone else's collection does not exist here. */
export function createCollectionsRepo(db: Database) {
  const ownedProject = (ownerId: string, projectId: string) =>
    and(eq(projects.ownerId, ownerId), eq(projects.id, projectId));

  const withCount = {
    collection: documentsCollections,
    documentCount: count(documents.id),
  };

  const selectOwned = (ownerId: string, projectId: string, filter?: SQL) =>
    db
      .select(withCount)
      .from(documentsCollections)
      .innerJoin(projects, eq(projects.id, documentsCollections.projectId))
      // Documents taken out of the collection don't count.
      .leftJoin(
        documents,
        and(eq(documents.collectionId, documentsCollections.id), isNull(documents.removedAt)),
      )
      .where(and(ownedProject(ownerId, projectId), filter))
      .groupBy(documentsCollections.id);

  const flatten = (row: { collection: DocumentsCollectionRow; documentCount: number }) => ({
    ...row.collection,
    documentCount: Number(row.documentCount),
  });

  return {
    async list(
      ownerId: string,
      projectId: string,
      options: { search: string | undefined; archived: boolean },
    ): Promise<CollectionWithCount[]> {
      const filters: (SQL | undefined)[] = [
        options.archived
          ? isNotNull(documentsCollections.archivedAt)
          : isNull(documentsCollections.archivedAt),
      ];
      if (options.search) {
        const pattern = containsPattern(options.search);
        filters.push(
          or(
            ilike(documentsCollections.name, pattern),
            ilike(documentsCollections.description, pattern),
          ),
        );
      }
      const rows = await selectOwned(ownerId, projectId, and(...filters)).orderBy(
        desc(documentsCollections.createdAt),
        desc(documentsCollections.id),
      );
      return rows.map(flatten);
    },

    async find(ownerId: string, projectId: string, id: string) {
      const [row] = await selectOwned(ownerId, projectId, eq(documentsCollections.id, id));
      return row ? flatten(row) : undefined;
    },

    /** The documents in the collection now (not those taken out). */
    async documents(collectionId: string): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(and(eq(documents.collectionId, collectionId), isNull(documents.removedAt)))
        .orderBy(asc(documents.name), asc(documents.id));
    },

    /** Bytes of the documents in the collection now: the collection limit counts them. */
    async storedBytes(collectionId: string): Promise<number> {
      const [row] = await db
        .select({ total: sum(documents.sizeBytes) })
        .from(documents)
        .where(and(eq(documents.collectionId, collectionId), isNull(documents.removedAt)));
      return Number(row?.total ?? 0);
    },

    /**
     * Adds and takes out documents in one transaction. Returns the ids asked to be removed that
     * are not (or no longer) in the collection, in which case nothing is written.
     */
    async changeDocuments(
      collectionId: string,
      change: {
        add: Omit<typeof documents.$inferInsert, 'collectionId'>[];
        removeIds: string[];
        at: Date;
      },
    ): Promise<{ missing: string[] }> {
      return db.transaction(async (tx) => {
        if (change.removeIds.length > 0) {
          const present = await tx
            .select({ id: documents.id })
            .from(documents)
            .where(
              and(
                eq(documents.collectionId, collectionId),
                inArray(documents.id, change.removeIds),
                isNull(documents.removedAt),
              ),
            )
            .for('update');
          const found = new Set(present.map((row) => row.id));
          const missing = change.removeIds.filter((id) => !found.has(id));
          if (missing.length > 0) return { missing };
          await tx
            .update(documents)
            .set({ removedAt: change.at })
            .where(inArray(documents.id, change.removeIds));
        }
        if (change.add.length > 0) {
          await tx.insert(documents).values(change.add.map((row) => ({ ...row, collectionId })));
        }
        await tx
          .update(documentsCollections)
          .set({ updatedAt: change.at })
          .where(eq(documentsCollections.id, collectionId));
        return { missing: [] };
      });
    },

    async findDocument(collectionId: string, id: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.collectionId, collectionId), eq(documents.id, id)));
      return row;
    },

    /** The collection and its documents together, or neither. */
    async insert(
      collection: typeof documentsCollections.$inferInsert,
      rows: Omit<typeof documents.$inferInsert, 'collectionId'>[],
    ): Promise<DocumentsCollectionRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(documentsCollections).values(collection).returning();
        if (!created) throw new Error('insert into documents_collections returned no row');
        await tx
          .insert(documents)
          .values(rows.map((row) => ({ ...row, collectionId: created.id })));
        return created;
      });
    },

    async update(
      id: string,
      patch: Partial<Pick<DocumentsCollectionRow, 'name' | 'description' | 'archivedAt'>> & {
        updatedAt: Date;
      },
    ) {
      await db.update(documentsCollections).set(patch).where(eq(documentsCollections.id, id));
    },
  };
}

export type CollectionsRepo = ReturnType<typeof createCollectionsRepo>;
