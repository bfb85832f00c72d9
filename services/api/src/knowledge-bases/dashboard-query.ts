import type {
  DashboardParameter,
  DashboardQuery,
  DashboardWidget,
  OntologyDocument,
  QueryFilter,
  QueryValue,
} from '@ontoloom/contract';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Dashboard queries → parameterized SQL. Every user-given value (literals, parameter values,
 * property names, class and relation names) is a bound parameter; identifiers come only from the
 * fixed field table below.
 *
 * Semantics:
 * - `source: 'entities'` reads the knowledge base's entities (alias `e`); fields: `id`,
 *   `class_name`, `label`, `degree` (its relations, both directions), `document` (a document
 *   its provenance names; grouping counts an entity once per document), `properties.<name>` (the
 *   property's first value, as text; as a number where a number is compared or aggregated).
 *   `relation_name` keeps the entities that take part in a relation of that name.
 * - `source: 'relations'` reads relations (alias `r`, its ends `s` and `t`); fields: `id`,
 *   `relation_name`, `source.id`, `source.label`, `target.id`, `target.label`, `class_name` (the
 *   source's class), `document` (a document its provenance names).
 * - A filter whose value is `{param}` takes the parameter's value from the data call, else its
 *   default. A parameter with neither drops the filter when optional ("not set" means all) and
 *   fails the widget when required. In `in` lists, unset parameters drop out of the list.
 * - Comparisons are numeric when the value is a number (or a `number` parameter) or the field is
 *   `degree`; else textual (`contains` is case-insensitive).
 */

export type QueryProblem = { code: 'dashboard_query_invalid'; detail: string };

export class QueryError extends Error {
  constructor(readonly detail: string) {
    super(detail);
  }
}

/** Rows a widget may answer. */
export const WIDGET_BOUNDS = { table: 1000, series: 200, graphNodes: 300, graphEdges: 1000 };

type Kind = 'text' | 'number';
type Field = { expr: SQL; kind: Kind };

const NUMERIC = /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;
const asNumber = (expr: SQL) =>
  sql`(CASE WHEN (${expr}) ~ ${NUMERIC.source} THEN (${expr})::double precision END)`;

const documentName = (entityOrRelation: 'e' | 'r'): SQL =>
  entityOrRelation === 'e'
    ? sql`(SELECT min(d.name) FROM kb_entity_documents ed JOIN documents d ON d.id = ed.document_id WHERE ed.entity_id = e.id)`
    : sql`(SELECT min(d.name) FROM jsonb_array_elements(r.provenance) p JOIN documents d ON d.id::text = p->>'document_id')`;

/** The fields of a source; `properties.<name>` is resolved by {@link fieldOf}. */
function fieldOf(source: DashboardQuery['source'], name: string): Field | undefined {
  if (source === 'entities') {
    if (name.startsWith('properties.')) {
      const key = name.slice('properties.'.length);
      return { expr: sql`(e.properties -> ${key}::text ->> 0)`, kind: 'text' };
    }
    const fields: Record<string, Field> = {
      id: { expr: sql`e.id::text`, kind: 'text' },
      class_name: { expr: sql`e.class_name`, kind: 'text' },
      label: { expr: sql`e.label`, kind: 'text' },
      degree: { expr: sql`e.relation_count`, kind: 'number' },
      document: { expr: documentName('e'), kind: 'text' },
    };
    return Object.hasOwn(fields, name) ? fields[name] : undefined;
  }
  const fields: Record<string, Field> = {
    id: { expr: sql`r.id::text`, kind: 'text' },
    relation_name: { expr: sql`r.relation_name`, kind: 'text' },
    'source.id': { expr: sql`r.source_id::text`, kind: 'text' },
    'target.id': { expr: sql`r.target_id::text`, kind: 'text' },
    'source.label': { expr: sql`s.label`, kind: 'text' },
    'target.label': { expr: sql`t.label`, kind: 'text' },
    class_name: { expr: sql`s.class_name`, kind: 'text' },
    document: { expr: documentName('r'), kind: 'text' },
  };
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

/** Field names a query may use, checked against the ontology (saving a dashboard). */
export function checkQuery(
  widget: DashboardWidget,
  ontology: OntologyDocument,
  parameters: DashboardParameter[],
): string[] {
  const problems: string[] = [];
  const query = widget.query;
  const classes = new Map(ontology.classes.map((cls) => [cls.name, cls]));
  const relations = new Set(ontology.relations.map((relation) => relation.name));
  const properties = new Set(
    (query.class_name ? [classes.get(query.class_name)] : [...classes.values()]).flatMap(
      (cls) => cls?.properties.map((p) => p.name) ?? [],
    ),
  );
  const field = (name: string, where: string) => {
    if (!fieldOf(query.source, name)) {
      problems.push(`${where}: unknown field "${name}" for ${query.source}`);
    } else if (name.startsWith('properties.') && !properties.has(name.slice(11))) {
      problems.push(`${where}: no property "${name.slice(11)}" in the ontology`);
    }
  };
  if (query.class_name && !classes.has(query.class_name)) {
    problems.push(`query.class_name: no class "${query.class_name}" in the ontology`);
  }
  if (query.relation_name && !relations.has(query.relation_name)) {
    problems.push(`query.relation_name: no relation "${query.relation_name}" in the ontology`);
  }
  const names = new Set(parameters.map((p) => p.name));
  query.filters.forEach((filter, index) => {
    field(filter.property, `query.filters[${index}].property`);
    for (const value of [filter.value].flat()) {
      if (typeof value === 'object' && !names.has(value.param)) {
        problems.push(`query.filters[${index}].value: unknown parameter "${value.param}"`);
      }
    }
  });
  if (query.group_by) field(query.group_by, 'query.group_by');
  if (query.aggregate.fn !== 'count') {
    if (!query.aggregate.property) {
      problems.push(`query.aggregate.property: ${query.aggregate.fn} needs a property`);
    } else field(query.aggregate.property, 'query.aggregate.property');
  }
  query.columns?.forEach((column, index) => field(column, `query.columns[${index}]`));
  if (query.order_by && query.order_by.field !== 'value') {
    field(query.order_by.field, 'query.order_by.field');
  }
  if (['bar', 'line', 'pie'].includes(widget.type) && !query.group_by) {
    problems.push(`query.group_by: a ${widget.type} widget needs a field to group by`);
  }
  if (widget.on_click && !names.has(widget.on_click.set_param)) {
    problems.push(`on_click.set_param: unknown parameter "${widget.on_click.set_param}"`);
  }
  return problems;
}

/** Parameter values after defaults and type checks: a name absent means "not set". */
export function resolveParameters(
  parameters: DashboardParameter[],
  body: Record<string, string>,
): { values: Map<string, string | number>; problems: Map<string, string> } {
  const values = new Map<string, string | number>();
  const problems = new Map<string, string>();
  for (const parameter of parameters) {
    const raw = body[parameter.name] ?? parameter.default ?? undefined;
    if (raw === undefined || raw === '') {
      if (parameter.required)
        problems.set(parameter.name, `missing required parameter "${parameter.name}"`);
      continue;
    }
    switch (parameter.type) {
      case 'number': {
        const number = Number(raw);
        if (raw.trim() === '' || !Number.isFinite(number)) {
          problems.set(parameter.name, `parameter "${parameter.name}" must be a number`);
        } else values.set(parameter.name, number);
        break;
      }
      case 'date':
        if (
          !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw) ||
          Number.isNaN(Date.parse(raw))
        ) {
          problems.set(parameter.name, `parameter "${parameter.name}" must be a date (YYYY-MM-DD)`);
        } else values.set(parameter.name, raw);
        break;
      case 'entity':
        if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) {
          problems.set(parameter.name, `parameter "${parameter.name}" must be an entity id`);
        } else values.set(parameter.name, raw.toLowerCase());
        break;
      default:
        values.set(parameter.name, raw);
    }
  }
  return { values, problems };
}

type Resolved = { value: string | number | boolean; numeric: boolean };

export type QueryContext = {
  kbId: string;
  parameters: DashboardParameter[];
  values: Map<string, string | number>;
  problems: Map<string, string>;
};

function resolveValue(value: QueryValue, context: QueryContext): Resolved | undefined {
  if (typeof value !== 'object') return { value, numeric: typeof value === 'number' };
  const parameter = context.parameters.find((p) => p.name === value.param);
  if (!parameter) throw new QueryError(`unknown parameter "${value.param}"`);
  const problem = context.problems.get(value.param);
  if (problem) throw new QueryError(problem);
  const resolved = context.values.get(value.param);
  if (resolved === undefined) return undefined;
  return { value: resolved, numeric: typeof resolved === 'number' };
}

export function fieldExpr(source: DashboardQuery['source'], name: string): Field {
  const field = fieldOf(source, name);
  if (!field) throw new QueryError(`unknown field "${name}" for ${source}`);
  return field;
}

function filterSql(source: DashboardQuery['source'], filter: QueryFilter, context: QueryContext) {
  const field = fieldExpr(source, filter.property);
  const values = [filter.value]
    .flat()
    .map((value) => resolveValue(value, context))
    .filter((value): value is Resolved => value !== undefined);
  // Not set: the filter is dropped (all rows).
  if (values.length === 0) return undefined;
  const numeric = field.kind === 'number' || values.every((value) => value.numeric);
  const left = numeric && field.kind !== 'number' ? asNumber(field.expr) : field.expr;
  const bind = (resolved: Resolved) =>
    numeric
      ? sql`${Number(resolved.value)}::double precision`
      : sql`${String(resolved.value)}::text`;
  if (numeric && values.some((value) => !Number.isFinite(Number(value.value)))) {
    throw new QueryError(`filter on "${filter.property}": "${values[0]?.value}" is not a number`);
  }
  const [first] = values as [Resolved];
  switch (filter.op) {
    case 'eq':
      return sql`${left} = ${bind(first)}`;
    case 'neq':
      return sql`${left} IS DISTINCT FROM ${bind(first)}`;
    case 'gt':
      return sql`${left} > ${bind(first)}`;
    case 'gte':
      return sql`${left} >= ${bind(first)}`;
    case 'lt':
      return sql`${left} < ${bind(first)}`;
    case 'lte':
      return sql`${left} <= ${bind(first)}`;
    case 'contains':
      return sql`(${field.expr})::text ILIKE ${`%${String(first.value).replace(/[\\%_]/g, '\\$&')}%`}`;
    case 'in':
      return sql`${left} IN (${sql.join(values.map(bind), sql`, `)})`;
  }
}

const END_FIELDS = new Set(['source.label', 'target.label', 'class_name']);

/** Whether a relations query reads its ends (joins two entity lookups per relation otherwise saved). */
function readsEnds(query: DashboardQuery, fields: string[]) {
  const names = [
    ...fields,
    ...query.filters.map((filter) => filter.property),
    query.group_by,
    query.order_by?.field,
    query.aggregate.property,
    ...(query.columns ?? []),
  ];
  return (
    Boolean(query.class_name) || names.some((name) => name !== undefined && END_FIELDS.has(name))
  );
}

/**
 * FROM and WHERE of a query over one knowledge base. `fields`: what the caller reads besides the
 * query's own fields; `join`: tables joined after the source.
 */
export function fromWhere(
  query: DashboardQuery,
  context: QueryContext,
  options: { join?: SQL; fields?: string[] } = {},
): SQL {
  const { join } = options;
  const where: SQL[] = [];
  if (query.source === 'entities') {
    where.push(sql`e.knowledge_base_id = ${context.kbId}::uuid`);
    if (query.class_name) where.push(sql`e.class_name = ${query.class_name}::text`);
    if (query.relation_name) {
      where.push(sql`(EXISTS (SELECT 1 FROM kb_relations x WHERE x.source_id = e.id AND x.relation_name = ${query.relation_name}::text)
        OR EXISTS (SELECT 1 FROM kb_relations x WHERE x.target_id = e.id AND x.relation_name = ${query.relation_name}::text))`);
    }
  } else {
    where.push(sql`r.knowledge_base_id = ${context.kbId}::uuid`);
    if (query.relation_name) where.push(sql`r.relation_name = ${query.relation_name}::text`);
    if (query.class_name) where.push(sql`s.class_name = ${query.class_name}::text`);
  }
  for (const filter of query.filters) {
    const condition = filterSql(query.source, filter, context);
    if (condition) where.push(condition);
  }
  const from =
    query.source === 'entities'
      ? sql`kb_entities e`
      : readsEnds(query, options.fields ?? [])
        ? sql`kb_relations r JOIN kb_entities s ON s.id = r.source_id JOIN kb_entities t ON t.id = r.target_id`
        : sql`kb_relations r`;
  return sql`FROM ${from} ${join ?? sql``} WHERE ${sql.join(where, sql` AND `)}`;
}

/** The aggregate of a query (count, or a numeric field's sum, avg, min or max). */
export function aggregateSql(query: DashboardQuery): SQL {
  const { fn, property } = query.aggregate;
  if (fn === 'count') return sql`count(*)::double precision`;
  if (!property) throw new QueryError(`${fn} needs a property`);
  const field = fieldExpr(query.source, property);
  const value = field.kind === 'number' ? field.expr : asNumber(field.expr);
  return sql`${sql.raw(fn)}(${value})::double precision`;
}

/**
 * One row per group, `label` and `value`, ordered by `order` (ordinals: 1 the label, 2 the value)
 * and bounded. Documents group by id first, named after: an entity counts once per document, and
 * a plain count of entities per document reads the entity-document index alone.
 */
export function groupedStatement(
  query: DashboardQuery,
  context: QueryContext,
  order: SQL,
  limit: number,
): SQL {
  const name = query.group_by;
  if (!name) throw new QueryError('a group_by field is needed');
  const field = fieldExpr(query.source, name);
  const aggregate = aggregateSql(query);
  if (name !== 'document') {
    return sql`SELECT ${field.expr} AS label, ${aggregate} AS value ${fromWhere(query, context, { fields: [name] })} GROUP BY 1 ORDER BY ${order} LIMIT ${limit}`;
  }
  let inner: SQL;
  if (query.source === 'entities') {
    const plain =
      query.aggregate.fn === 'count' &&
      !query.class_name &&
      !query.relation_name &&
      query.filters.every((filter) => filterSql(query.source, filter, context) === undefined);
    inner = plain
      ? sql`SELECT gd.document_id::text AS key, count(*)::double precision AS value FROM kb_entity_documents gd WHERE gd.knowledge_base_id = ${context.kbId}::uuid GROUP BY 1`
      : sql`SELECT gd.document_id::text AS key, ${aggregate} AS value ${fromWhere(query, context, { join: sql`JOIN kb_entity_documents gd ON gd.entity_id = e.id` })} GROUP BY 1`;
  } else {
    inner = sql`SELECT gp.document_id AS key, ${aggregate} AS value ${fromWhere(query, context, {
      join: sql`CROSS JOIN LATERAL (SELECT DISTINCT p->>'document_id' AS document_id FROM jsonb_array_elements(r.provenance) p) gp`,
    })} GROUP BY 1`;
  }
  return sql`SELECT d.name AS label, g.value FROM (${inner}) g JOIN documents d ON d.id::text = g.key ORDER BY ${order} LIMIT ${limit}`;
}
