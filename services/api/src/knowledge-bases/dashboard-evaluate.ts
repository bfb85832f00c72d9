import type { DashboardWidget, WidgetData } from '@ontoloom/contract';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  aggregateSql,
  fieldExpr,
  fromWhere,
  groupedStatement,
  QueryError,
  WIDGET_BOUNDS,
  type QueryContext,
} from './dashboard-query';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { rowsOf, type Session } from './knowledge-bases.repo';

const dialect = new PgDialect();

/** A widget's statements compiled: drizzle's SQL (PGlite) and the text, values and statement name (pg). */
type Compiled = {
  statements: SQL[];
  queries: pg.QueryConfig[];
  shape: (rows: Record<string, unknown>[][]) => WidgetData;
};

/**
 * Widgets compiled once per config and parameter values (a dashboard is read again and again with
 * the same ones): building drizzle's SQL and its text took about as long as a small widget's query.
 */
const compiled = new LRUCache<string, Compiled>({ max: 1000 });

function compile(widget: DashboardWidget, context: QueryContext): Compiled {
  const key = JSON.stringify([
    context.kbId,
    widget.type,
    widget.query,
    context.parameters,
    [...context.values],
    [...context.problems],
  ]);
  const known = compiled.get(key);
  if (known) return known;
  const { statements, shape } = widgetStatements(widget, context);
  const queries = statements.map((statement) => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    // Named: each pooled session parses and plans a widget's statement once. The text holds no
    // value (they are bound), so one name serves every knowledge base and parameter value.
    const name = `widget_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    return { name, text, values: params };
  });
  const entry = { statements, queries, shape };
  compiled.set(key, entry);
  return entry;
}

/**
 * A widget's statements on node-postgres straight through the pool, as named prepared statements
 * (without drizzle's per-query work: a 1 ms widget took 2–3× the bare SQL), on PGlite through
 * drizzle.
 */
async function run(db: Session, compiledWidget: Compiled): Promise<Record<string, unknown>[][]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  const rows: Record<string, unknown>[][] = [];
  if (client instanceof pg.Pool) {
    for (const query of compiledWidget.queries) {
      rows.push((await client.query<Record<string, unknown>>(query)).rows);
    }
    return rows;
  }
  for (const statement of compiledWidget.statements) {
    rows.push(rowsOf<Record<string, unknown>>(await db.execute(statement)));
  }
  return rows;
}

type Cell = string | number | boolean | null;

const DEFAULT_COLUMNS = {
  entities: ['label', 'class_name', 'degree'],
  relations: ['relation_name', 'source.label', 'target.label'],
};

const bounded = (limit: number | undefined, max: number) => Math.min(limit ?? max, max);

const orderOf = (widget: DashboardWidget, fallback: SQL, fields: (name: string) => SQL): SQL => {
  const order = widget.query.order_by;
  if (!order) return fallback;
  const direction = sql.raw(order.direction === 'asc' ? 'ASC' : 'DESC');
  return sql`${fields(order.field)} ${direction} NULLS LAST`;
};

const cell = (value: unknown): Cell =>
  value === null || value === undefined
    ? null
    : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string'
      ? value
      : String(value);

/**
 * The SQL statements of one widget (each bounded), and how their rows become the widget's data.
 * Exposed so the bench can run the very same SQL without the service around it.
 */
export function widgetStatements(widget: DashboardWidget, context: QueryContext) {
  const query = widget.query;
  const field = (name: string) => fieldExpr(query.source, name).expr;
  switch (widget.type) {
    case 'metric':
      return {
        statements: [sql`SELECT ${aggregateSql(query)} AS value ${fromWhere(query, context)}`],
        shape: ([rows]: Record<string, unknown>[][]): WidgetData => ({
          type: 'metric',
          value:
            rows?.[0]?.value === null || rows?.[0]?.value === undefined
              ? null
              : Number(rows[0].value),
        }),
      };
    case 'bar':
    case 'line':
    case 'pie': {
      const limit = bounded(query.limit, WIDGET_BOUNDS.series);
      const order = query.order_by
        ? sql`${sql.raw(query.order_by.field === 'value' ? '2' : '1')} ${sql.raw(query.order_by.direction === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`
        : widget.type === 'line'
          ? sql`1 ASC NULLS LAST`
          : sql`2 DESC, 1 ASC`;
      const type = widget.type;
      return {
        statements: [groupedStatement(query, context, order, limit)],
        shape: ([rows]: Record<string, unknown>[][]): WidgetData => ({
          type,
          series: (rows ?? []).map((row) => ({
            label: row.label === null || row.label === undefined ? '(none)' : String(row.label),
            value: Number(row.value ?? 0),
          })),
        }),
      };
    }
    case 'table': {
      const limit = bounded(query.limit, WIDGET_BOUNDS.table);
      if (query.group_by) {
        const order = query.order_by
          ? sql`${sql.raw(query.order_by.field === 'value' ? '2' : '1')} ${sql.raw(query.order_by.direction === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`
          : sql`2 DESC, 1 ASC`;
        const columns = [query.group_by, 'value'];
        return {
          statements: [groupedStatement(query, context, order, limit)],
          shape: ([rows]: Record<string, unknown>[][]): WidgetData => ({
            type: 'table',
            columns,
            rows: (rows ?? []).map((row) => ({
              [columns[0]!]: cell(row.label),
              value: Number(row.value),
            })),
          }),
        };
      }
      const columns = query.columns?.length ? query.columns : DEFAULT_COLUMNS[query.source];
      const select = sql.join(
        columns.map((name, index) => sql`${field(name)} AS ${sql.raw(`c${index}`)}`),
        sql`, `,
      );
      const id = query.source === 'entities' ? sql`e.id` : sql`r.id`;
      const fallback = query.source === 'entities' ? sql`e.position ASC` : sql`r.position ASC`;
      return {
        statements: [
          sql`SELECT ${id}::text AS id, ${select} ${fromWhere(query, context, { fields: columns })} ORDER BY ${orderOf(widget, fallback, field)}, ${id} LIMIT ${limit}`,
        ],
        shape: ([rows]: Record<string, unknown>[][]): WidgetData => ({
          type: 'table',
          columns,
          rows: (rows ?? []).map((row) =>
            Object.fromEntries([
              ['id', cell(row.id)],
              ...columns.map((name, index) => [name, cell(row[`c${index}`])]),
            ]),
          ),
        }),
      };
    }
    case 'graph': {
      if (query.source === 'entities') {
        const limit = bounded(query.limit, WIDGET_BOUNDS.graphNodes);
        const nodes = sql`SELECT e.id, e.label, e.class_name ${fromWhere(query, context)} ORDER BY ${orderOf(widget, sql`e.relation_count DESC`, field)}, e.id LIMIT ${limit}`;
        return {
          statements: [
            sql`WITH n AS (${nodes})
              SELECT 'n' AS kind, n.id::text AS id, n.label, n.class_name, NULL AS source, NULL AS target FROM n
              UNION ALL
              (SELECT 'e', x.id::text, x.relation_name, NULL, x.source_id::text, x.target_id::text
                FROM kb_relations x JOIN n ns ON ns.id = x.source_id JOIN n nt ON nt.id = x.target_id
                LIMIT ${WIDGET_BOUNDS.graphEdges})`,
          ],
          shape: ([rows]: Record<string, unknown>[][]): WidgetData => graphOf(rows ?? []),
        };
      }
      const limit = bounded(query.limit, WIDGET_BOUNDS.graphEdges);
      return {
        statements: [
          sql`SELECT r.id::text AS id, r.relation_name, r.source_id::text AS source, r.target_id::text AS target,
              s.label AS source_label, s.class_name AS source_class, t.label AS target_label, t.class_name AS target_class
            ${fromWhere(query, context, { fields: ['source.label'] })} ORDER BY ${orderOf(widget, sql`r.position ASC`, field)} LIMIT ${limit}`,
        ],
        shape: ([rows]: Record<string, unknown>[][]): WidgetData => relationGraph(rows ?? []),
      };
    }
  }
}

function graphOf(rows: Record<string, unknown>[]): WidgetData {
  return {
    type: 'graph',
    nodes: rows
      .filter((row) => row.kind === 'n')
      .map((row) => ({
        id: String(row.id),
        label: String(row.label),
        class_name: String(row.class_name),
      })),
    edges: rows
      .filter((row) => row.kind === 'e')
      .map((row) => ({
        id: String(row.id),
        source: String(row.source),
        target: String(row.target),
        label: String(row.label),
      })),
  };
}

function relationGraph(rows: Record<string, unknown>[]): WidgetData {
  const nodes = new Map<string, { id: string; label: string; class_name: string }>();
  const edges: Extract<WidgetData, { type: 'graph' }>['edges'] = [];
  for (const row of rows) {
    const ends = [
      {
        id: String(row.source),
        label: String(row.source_label),
        class_name: String(row.source_class),
      },
      {
        id: String(row.target),
        label: String(row.target_label),
        class_name: String(row.target_class),
      },
    ];
    const fresh = ends.filter((end) => !nodes.has(end.id));
    if (nodes.size + fresh.length > WIDGET_BOUNDS.graphNodes) continue;
    for (const end of fresh) nodes.set(end.id, end);
    edges.push({
      id: String(row.id),
      source: String(row.source),
      target: String(row.target),
      label: String(row.relation_name),
    });
  }
  return { type: 'graph', nodes: [...nodes.values()], edges };
}

const TIMEOUT = '57014';

const isTimeout = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === TIMEOUT) return true;
  }
  return false;
};

export type WidgetResult = {
  widget_id: string;
  data: WidgetData | null;
  error: { code: string; detail: string } | null;
};

/**
 * One widget's data. `db` is expected to stop statements past `timeoutMs` itself (on PostgreSQL a
 * pool whose sessions have `statement_timeout`, see `withStatementTimeout`; `null`: no limit, as
 * on PGlite). A bad query or a timeout is this widget's error only.
 */
export async function evaluateWidget(
  db: Session,
  widget: DashboardWidget,
  context: QueryContext,
  timeoutMs: number | null,
): Promise<WidgetResult> {
  try {
    const widgetCompiled = compile(widget, context);
    return {
      widget_id: widget.id,
      data: widgetCompiled.shape(await run(db, widgetCompiled)),
      error: null,
    };
  } catch (error) {
    if (error instanceof QueryError) {
      return {
        widget_id: widget.id,
        data: null,
        error: {
          code: 'dashboard_query_invalid',
          detail: `widget "${widget.id}": ${error.detail}`,
        },
      };
    }
    if (isTimeout(error)) {
      return {
        widget_id: widget.id,
        data: null,
        error: {
          code: 'dashboard_query_timeout',
          detail: `widget "${widget.id}": the query ran past ${timeoutMs} ms`,
        },
      };
    }
    throw error;
  }
}
