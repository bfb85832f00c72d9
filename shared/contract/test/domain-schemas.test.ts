import {
  chunkingBodySchema,
  creditsUsageSchema,
  dashboardDataBodySchema,
  exportResponseSchema,
  archivableListQuerySchema,
  extractionBodySchema,
  knowledgeBaseCreateBodySchema,
  ontologyDocumentSchema,
  ontologyVersionCreateBodySchema,
  unstructuredCollectionCreateBodySchema,
  unstructuredRunPatchBodySchema,
  uploadUrlResponseSchema,
} from '../src';

const id = '0b6e8f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('collections', () => {
  test('R3.04 collection name may be empty; documents map a name to an uploaded file id', () => {
    const body = {
      name: '',
      upload_folder_id: id,
      documents: { 'a.pdf': id },
      collection_type: 'unstructured',
    };
    expect(unstructuredCollectionCreateBodySchema.parse(body).description).toBe('');
    expect(
      unstructuredCollectionCreateBodySchema.safeParse({ ...body, documents: {} }).success,
    ).toBe(false);
    expect(
      unstructuredCollectionCreateBodySchema.safeParse({ ...body, documents: { 'a.pdf': 'x' } })
        .success,
    ).toBe(false);
  });

  test('R3.05 upload URL response fields is a JSON string', () => {
    expect(
      uploadUrlResponseSchema.safeParse({ id, url: 'http://x/u', fields: '{"k":"v"}' }).success,
    ).toBe(true);
    expect(
      uploadUrlResponseSchema.safeParse({ id, url: 'http://x/u', fields: { k: 'v' } }).success,
    ).toBe(false);
  });

  test('archivable list query reads archived from the URL', () => {
    expect(archivableListQuerySchema.parse({ archived: 'true' })).toEqual({ archived: true });
    expect(archivableListQuerySchema.parse({ archived: 'false', search: 'x' })).toEqual({
      archived: false,
      search: 'x',
    });
  });
});

describe('runs', () => {
  test('R4.04 chunking parameters', () => {
    const params = {
      strategy: 'fixed',
      size: 1000,
      size_unit: 'characters',
      overlap: 100,
      respect_pages: true,
    };
    expect(chunkingBodySchema.safeParse({ chunking_parameters: params }).success).toBe(true);
    expect(
      chunkingBodySchema.safeParse({ chunking_parameters: { ...params, overlap: 1000 } }).success,
    ).toBe(false);
    expect(
      chunkingBodySchema.safeParse({ chunking_parameters: { ...params, strategy: 'magic' } })
        .success,
    ).toBe(false);
  });

  test('R4.04 extraction config defaults concurrency', () => {
    expect(extractionBodySchema.parse({ config: { engine: 'rules' } }).config.concurrency).toBe(4);
    expect(extractionBodySchema.safeParse({ config: { engine: 'gpt' } }).success).toBe(false);
  });

  test('R4.04 unstructured_action is a discriminated union', () => {
    expect(
      unstructuredRunPatchBodySchema.safeParse({ unstructured_action: { type: 'cancel' } }).success,
    ).toBe(true);
    expect(
      unstructuredRunPatchBodySchema.safeParse({
        unstructured_action: { type: 'merge', entity_ids: [id, id] },
      }).success,
    ).toBe(true);
    expect(
      unstructuredRunPatchBodySchema.safeParse({
        unstructured_action: { type: 'merge', entity_ids: [id] },
      }).success,
    ).toBe(false);
    expect(
      unstructuredRunPatchBodySchema.safeParse({ unstructured_action: { type: 'explode' } })
        .success,
    ).toBe(false);
  });

  test('R3.08 export response', () => {
    expect(
      exportResponseSchema.safeParse({ data_serialized: '{}', serialization_format: 'json' })
        .success,
    ).toBe(true);
    expect(
      exportResponseSchema.safeParse({ data_serialized: '{}', serialization_format: 'xml' })
        .success,
    ).toBe(false);
  });
});

describe('ontologies', () => {
  test('ontology document ontoloom/v1 applies defaults', () => {
    const doc = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Person', label: 'Person', properties: [{ name: 'email', type: 'email' }] },
      ],
    });
    expect(doc.classes[0]?.properties[0]).toMatchObject({
      required: false,
      multiple: false,
      identifying: false,
    });
    expect(doc.relations).toEqual([]);
    expect(ontologyDocumentSchema.safeParse({ format: 'v2', classes: [] }).success).toBe(false);
  });

  test('version create body: from_modifications and from_data', () => {
    const fromModifications = {
      new_ontology: {
        mode: 'from_modifications',
        ontology_id: id,
        base_version_id: id,
        ontology_modifications: [{ op: 'rename_class', class_name: 'Person', new_name: 'Human' }],
        name: 'v2',
      },
    };
    expect(ontologyVersionCreateBodySchema.safeParse(fromModifications).success).toBe(true);
    const fromData = {
      new_ontology: {
        mode: 'from_data',
        ontology_id: id,
        ontology_serialized: {
          serialization_format: 'yaml',
          data_serialized: 'format: ontoloom/v1',
        },
        name: 'v1',
      },
    };
    expect(ontologyVersionCreateBodySchema.safeParse(fromData).success).toBe(true);
    const jsonData = {
      new_ontology: {
        ...fromData.new_ontology,
        ontology_serialized: { serialization_format: 'json', data_serialized: '{}' },
      },
    };
    expect(ontologyVersionCreateBodySchema.safeParse(jsonData).success).toBe(false);
  });
});

describe('knowledge bases, dashboards, credits', () => {
  test('R3.10 KB origin from_extraction_run with optional commit flag', () => {
    const body = {
      name: 'KB',
      origin: { mode: 'from_extraction_run', extraction_run_id: id, commit: true },
    };
    expect(knowledgeBaseCreateBodySchema.safeParse(body).success).toBe(true);
    expect(
      knowledgeBaseCreateBodySchema.safeParse({ ...body, origin: { mode: 'manual' } }).success,
    ).toBe(false);
  });

  test('dashboard data body is a dictionary of strings', () => {
    expect(dashboardDataBodySchema.safeParse({ city: 'Paris' }).success).toBe(true);
    expect(dashboardDataBodySchema.safeParse({ city: 3 }).success).toBe(false);
  });

  test('R3.07 credits usage', () => {
    const usage = {
      credits_quota: 1000,
      credits_used: 10.5,
      period_start: '2025-01-01T00:00:00Z',
      period_end: '2025-02-01T00:00:00Z',
      quota_exceeded: false,
    };
    expect(creditsUsageSchema.safeParse(usage).success).toBe(true);
    expect(creditsUsageSchema.safeParse({ ...usage, quota_exceeded: 'no' }).success).toBe(false);
  });
});
