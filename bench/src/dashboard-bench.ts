import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  evaluateWidget,
  fromPostgres,
  overviewDashboard,
  resolveParameters,
  widgetStatements,
  withStatementTimeout,
} from '@ontoloom/api';
import { fixed, heading, timeOnce } from './timing';

// The overview dashboard's widgets on a knowledge base of 100k entities and 300k relations
// (issue 13): each widget evaluated by the API's own function (its transaction and statement time
// limit included) against the same SQL sent bare through `pg`. Goal: under 300 ms a widget and at
// most 1.3× the bare SQL.
// `pnpm --filter @ontoloom/bench bench:dashboards [-- --entities=100000 --relations=300000 --runs=15]`;
// DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); the bench
// database `ontoloom_dashboard_bench` is created and dropped there. `--explain` prints each
// statement's plan; `--probe` also times drizzle's execute of the same statements alone (what the
// service adds over bare `pg`, without its own code).

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const numberArg = (name: string, fallback: number) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const ENTITIES = numberArg('entities', 100_000);
const RELATIONS = numberArg('relations', 300_000);
const RUNS = numberArg('runs', 15);
const DOCUMENTS = 50;
const TIMEOUT_MS = 5_000;
const GOAL_MS = 300;
const GOAL_RATIO = 1.3;

/** Medians of `a` and `b` called in turns (after one warm-up each), so load changes hit both alike. */
async function pairedMedians(runs: number, a: () => Promise<unknown>, b: () => Promise<unknown>) {
  await a();
  await b();
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i += 1) {
    for (const work of i % 2 === 0 ? [a, b] : [b, a]) {
      const started = performance.now();
      await work();
      times[(work === a ? 0 : 1) as 0 | 1].push(performance.now() - started);
    }
  }
  const median = (list: number[]) => list.sort((x, y) => x - y)[Math.floor(list.length / 2)]!;
  return { a: median(times[0]), b: median(times[1]) };
}

const KB = '00000000-0000-4000-8000-000000000001';
const PROJECT = '00000000-0000-4000-8000-000000000002';
const VERSION = '00000000-0000-4000-8000-000000000003';
const COLLECTION = '00000000-0000-4000-8000-000000000004';

/**
 * The graph, written by the server itself (generate_series): classes and relation types skewed
 * like real extractions, degrees from a power-law-ish pick of ends, one to three documents each.
 */
async function seed(client: pg.Client) {
  // Parent rows (users, projects, ontologies) are not what this measures: foreign keys off.
  await client.query(`SET session_replication_role = replica`);
  await client.query(
    `INSERT INTO knowledge_bases (id, project_id, name, ontology_version_id, origin)
     VALUES ($1, $2, 'Bench', $3, $4)`,
    [
      KB,
      PROJECT,
      VERSION,
      JSON.stringify({ mode: 'from_extraction_run', extraction_run_id: VERSION }),
    ],
  );
  await client.query(
    `INSERT INTO documents (id, collection_id, name, upload_file_id, storage_key, content_type, size_bytes)
     SELECT ('00000000-0000-4000-9000-' || lpad(to_hex(i), 12, '0'))::uuid, $1, 'report-' || i || '.pdf',
       $1, 'k' || i, 'application/pdf', 1000
     FROM generate_series(1, ${DOCUMENTS}) AS i`,
    [COLLECTION],
  );
  await client.query(
    `INSERT INTO kb_entities (id, knowledge_base_id, class_name, label, properties, provenance, position)
     SELECT ('00000000-0000-4000-a000-' || lpad(to_hex(i), 12, '0'))::uuid, $1,
       (ARRAY['Company','Company','Company','Person','Person','Person','Person','Place','Product','Event'])[1 + i % 10],
       'Entity ' || i,
       jsonb_build_object('name', jsonb_build_array('Entity ' || i), 'size', jsonb_build_array(i % 1000)),
       jsonb_build_array(jsonb_build_object(
         'document_id', '00000000-0000-4000-9000-' || lpad(to_hex(1 + (i * 7) % ${DOCUMENTS}), 12, '0'),
         'page', 1, 'chunk_id', null, 'start', 0, 'end', 10, 'text', 'Entity ' || i)),
       i
     FROM generate_series(1, ${ENTITIES}) AS i`,
    [KB],
  );
  await client.query(
    `INSERT INTO kb_entity_documents (knowledge_base_id, entity_id, document_id)
     SELECT e.knowledge_base_id, e.id, (p->>'document_id')::uuid
     FROM kb_entities e, jsonb_array_elements(e.provenance) p WHERE e.knowledge_base_id = $1
     ON CONFLICT DO NOTHING`,
    [KB],
  );
  // Ends drawn with a skew (squares of uniform picks): some entities gather many relations.
  await client.query(
    `INSERT INTO kb_relations (knowledge_base_id, relation_name, source_id, target_id, provenance, position)
     SELECT $1,
       (ARRAY['works_for','works_for','works_for','located_in','located_in','makes','supplies','attends'])[1 + i % 8],
       ('00000000-0000-4000-a000-' || lpad(to_hex(1 + ((i * 2654435761::bigint) % ${ENTITIES})::int), 12, '0'))::uuid,
       ('00000000-0000-4000-a000-' || lpad(to_hex(1 + (floor(power(((i * 40503::bigint) % 10007) / 10007.0, 2) * ${ENTITIES}))::int % ${ENTITIES}), 12, '0'))::uuid,
       '[]'::jsonb, i
     FROM generate_series(1, ${RELATIONS}) AS i
     ON CONFLICT DO NOTHING`,
    [KB],
  );
  await client.query(
    `UPDATE kb_entities AS e SET relation_count = d.n
     FROM (SELECT id, count(*)::int AS n FROM (
       SELECT source_id AS id FROM kb_relations WHERE knowledge_base_id = $1
       UNION ALL SELECT target_id FROM kb_relations WHERE knowledge_base_id = $1) x GROUP BY id) d
     WHERE e.id = d.id`,
    [KB],
  );
  await client.query(`SET session_replication_role = origin`);
  // As autovacuum would soon: statistics, and the visibility map index-only scans need.
  await client.query('VACUUM ANALYZE');
  const { rows } = await client.query<{ entities: number; relations: number }>(
    `SELECT (SELECT count(*)::int FROM kb_entities) AS entities, (SELECT count(*)::int FROM kb_relations) AS relations`,
  );
  return rows[0]!;
}

export async function runDashboardBench() {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = 'ontoloom_dashboard_bench';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const handle = fromPostgres(url.toString());
  // The API's widget pool (sessions with statement_timeout) against a plain pool of the same size.
  const limited = withStatementTimeout(handle.db, TIMEOUT_MS)!;
  const bare = new pg.Pool({ connectionString: url.toString(), max: 4 });
  try {
    await handle.migrate();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const seeded = await timeOnce(() => seed(client));
    heading(
      `Dashboards: overview widgets on ${seeded.value.entities} entities, ${seeded.value.relations} relations (seeded in ${fixed(seeded.ms / 1000, 1)} s), median of ${RUNS}`,
    );
    const dialect = new PgDialect();
    const overview = overviewDashboard();
    const scenarios: [string, Record<string, string>][] = [
      ['all', {}],
      ['class=Person', { class: 'Person' }],
    ];
    const explain = args.includes('--explain');
    let worst = { ms: 0, ratio: 0 };
    console.log(
      'widget                       params         service ms   bare ms   ratio  prepared ms  ratio p.',
    );
    for (const [label, body] of scenarios) {
      const { values, problems } = resolveParameters(overview.parameters, body);
      const context = { kbId: KB, parameters: overview.parameters, values, problems };
      for (const widget of overview.widgets) {
        const queries = widgetStatements(widget, context).statements.map((statement) =>
          dialect.sqlToQuery(statement),
        );
        const { a: service, b: direct } = await pairedMedians(
          RUNS,
          async () => {
            const result = await evaluateWidget(limited.db, widget, context, TIMEOUT_MS);
            if (result.error) throw new Error(`${widget.id}: ${result.error.detail}`);
          },
          async () => {
            for (const query of queries) await bare.query(query.sql, query.params);
          },
        );
        if (explain) {
          for (const query of queries) {
            const plan = await bare.query(`EXPLAIN ANALYZE ${query.sql}`, query.params);
            console.log(
              plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'),
            );
          }
        }
        if (args.includes('--probe')) {
          const built = widgetStatements(widget, context).statements;
          const { a: viaDrizzle, b: bareAgain } = await pairedMedians(
            RUNS,
            async () => {
              for (const statement of built) await limited.db.execute(statement);
            },
            async () => {
              for (const query of queries) await bare.query(query.sql, query.params);
            },
          );
          console.log(`  probe: drizzle ${fixed(viaDrizzle)} bare ${fixed(bareAgain)}`);
        }
        // The same statements bare but prepared (named), as the service sends them: the service's
        // own overhead, apart from what preparing saves the server.
        const named = queries.map((query, index) => ({
          name: `bench_${widget.id}_${label}_${index}`.replace(/[^a-z0-9_]/gi, '_'),
          text: query.sql,
          values: query.params,
        }));
        const { a: serviceAgain, b: prepared } = await pairedMedians(
          RUNS,
          async () => {
            await evaluateWidget(limited.db, widget, context, TIMEOUT_MS);
          },
          async () => {
            for (const query of named) await bare.query(query);
          },
        );
        const ratio = service / direct;
        worst = { ms: Math.max(worst.ms, service), ratio: Math.max(worst.ratio, ratio) };
        console.log(
          `${widget.id.padEnd(28)} ${label.padEnd(14)} ${fixed(service).padStart(10)} ${fixed(direct).padStart(9)} ${fixed(ratio).padStart(7)} ${fixed(prepared).padStart(12)} ${fixed(serviceAgain / prepared).padStart(9)}`,
        );
      }
    }
    console.log(
      `slowest widget ${fixed(worst.ms)} ms (goal < ${GOAL_MS}), highest ratio ${fixed(worst.ratio)}× (goal ≤ ${GOAL_RATIO}×): ${worst.ms < GOAL_MS && worst.ratio <= GOAL_RATIO ? 'met' : 'NOT met'}`,
    );
    await client.end();
  } finally {
    await bare.end();
    await limited.close();
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runDashboardBench();
