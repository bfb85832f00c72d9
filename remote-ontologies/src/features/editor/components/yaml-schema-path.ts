import { isMap, isPair, isScalar, isSeq, parseDocument, visit } from 'yaml';

/** The parts of a JSON Schema that completion and hover read. */
export type SchemaNode = {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  description?: string;
};

/** Keys and sequence indexes from the document root, e.g. `['classes', 0, 'properties']`. */
export type YamlPath = (string | number)[];

/** What the cursor is on: a key to write in the mapping at `path`, or the value of the key at `path`. */
export type CompletionTarget =
  | { kind: 'key'; path: YamlPath; present: string[]; from: number; to: number; column: number }
  | { kind: 'value'; path: YamlPath; from: number; to: number };

const SENTINEL = 'ol__cursor__';

/** Turns the ancestors `visit` reports (document first) into keys and indexes. */
function pathOf(ancestors: readonly unknown[], node: unknown): YamlPath {
  const chain = [...ancestors, node];
  const path: YamlPath = [];
  for (let index = 0; index < chain.length - 1; index++) {
    const current = chain[index];
    const next = chain[index + 1];
    if (isSeq(current)) path.push(current.items.indexOf(next as never));
    if (isPair(current) && current.value === next && isScalar(current.key)) {
      path.push(String(current.key.value));
    }
  }
  return path;
}

/**
 * Finds where the cursor is in a possibly unfinished YAML text: the word under the cursor is
 * replaced by a placeholder key (or value) and the text parsed, so indentation, sequences and
 * compact `- key:` items are understood as the YAML parser understands them.
 */
export function completionTarget(text: string, pos: number): CompletionTarget | null {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  const newline = text.indexOf('\n', pos);
  const lineEnd = newline < 0 ? text.length : newline;
  const before = text.slice(lineStart, pos);
  const wordBefore = /[\w./-]*$/.exec(before)?.[0] ?? '';
  const wordAfter = /^[\w./-]*/.exec(text.slice(pos, lineEnd))?.[0] ?? '';
  const from = pos - wordBefore.length;
  const to = pos + wordAfter.length;
  const head = before.slice(0, before.length - wordBefore.length);

  let kind: CompletionTarget['kind'];
  let line: string;
  if (/^\s*(?:-\s+)*$/.test(head)) {
    kind = 'key';
    line = `${head}${SENTINEL}:`;
  } else if (/^\s*(?:-\s+)*[\w"'-]+\s*:\s+$/.test(head)) {
    kind = 'value';
    line = `${head}${SENTINEL}${text.slice(to, lineEnd)}`;
  } else {
    return null;
  }
  const probe = `${text.slice(0, lineStart)}${line}${text.slice(lineEnd)}`;
  let target: CompletionTarget | null = null;
  visit(parseDocument(probe, { uniqueKeys: false }), {
    Scalar(key, node, ancestors) {
      if (node.value !== SENTINEL) return undefined;
      const parent = ancestors[ancestors.length - 1];
      const owner = ancestors[ancestors.length - 2];
      if (kind === 'key' && key === 'key' && isPair(parent) && isMap(owner)) {
        const present = owner.items
          .map((pair) => (isScalar(pair.key) ? String(pair.key.value) : ''))
          .filter((name) => name && name !== SENTINEL);
        const path = pathOf(ancestors.slice(0, -1), owner);
        target = { kind, path, present, from, to, column: from - lineStart };
      } else if (kind === 'value' && key === 'value') {
        // The path ends with the key whose value this is: its schema lists the allowed values.
        target = { kind, path: pathOf(ancestors, node), from, to };
      }
      return visit.BREAK;
    },
  });
  return target;
}

/** The key (or the value of a key) under `pos` in a parsed document, for hover docs. */
export function keyAt(
  text: string,
  pos: number,
): { path: YamlPath; from: number; to: number } | null {
  let found: { path: YamlPath; from: number; to: number } | null = null;
  visit(parseDocument(text, { uniqueKeys: false }), {
    Pair(_key, pair, ancestors) {
      if (!isScalar(pair.key) || !pair.key.range) return undefined;
      const [keyFrom, keyTo] = pair.key.range;
      const value = isScalar(pair.value) ? pair.value.range : undefined;
      const onKey = pos >= keyFrom && pos <= keyTo;
      const onValue = !!value && pos >= value[0] && pos <= value[1];
      if (!onKey && !onValue) return undefined;
      const path = [...pathOf(ancestors, pair), String(pair.key.value)];
      found = onKey ? { path, from: keyFrom, to: keyTo } : { path, from: value![0], to: value![1] };
      return visit.BREAK;
    },
  });
  return found;
}

/** The schema of the node at `path` (object properties by key, array items by index). */
export function schemaAt(root: SchemaNode, path: YamlPath): SchemaNode | undefined {
  let schema: SchemaNode | undefined = root;
  for (const segment of path) {
    schema = typeof segment === 'number' ? schema?.items : schema?.properties?.[segment];
  }
  return schema;
}

const literal = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * What a schema allows, written as code (`string | number`, `object[]`, `= []`), so tooltips
 * need no translated words.
 */
export function summarizeSchema(schema: SchemaNode): string {
  const parts: string[] = [];
  if (schema.const !== undefined) parts.push(literal(schema.const));
  else if (schema.enum) parts.push(schema.enum.map(literal).join(' | '));
  else if (schema.type === 'array' && schema.items?.type) {
    parts.push(`${[schema.items.type].flat().join(' | ')}[]`);
  } else if (schema.type) parts.push([schema.type].flat().join(' | '));
  if (schema.pattern) parts.push(`/${schema.pattern}/`);
  if (schema.default !== undefined) parts.push(`= ${JSON.stringify(schema.default)}`);
  return parts.join('  ');
}
