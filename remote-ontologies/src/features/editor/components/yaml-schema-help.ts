import {
  autocompletion,
  startCompletion,
  type Completion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import { EditorView, hoverTooltip, type Tooltip } from '@codemirror/view';
import { ontologyDocumentJsonSchema } from '@ontoloom/contract';
import {
  completionTarget,
  keyAt,
  schemaAt,
  summarizeSchema,
  type SchemaNode,
} from './yaml-schema-path';

const rootSchema = () => ontologyDocumentJsonSchema() as SchemaNode;

/** Text only (never HTML): the key, what it allows, and its description when the schema has one. */
function schemaDoc(name: string, schema: SchemaNode): HTMLElement {
  const box = document.createElement('div');
  box.className = 'cm-schema-doc';
  const title = document.createElement('code');
  title.className = 'cm-schema-doc-title';
  title.textContent = `${name}: ${summarizeSchema(schema)}`;
  box.append(title);
  if (schema.description) {
    const text = document.createElement('p');
    text.textContent = schema.description;
    box.append(text);
  }
  return box;
}

const hasChoices = (schema: SchemaNode) =>
  schema.enum !== undefined || schema.const !== undefined || schema.type === 'boolean';

/** `key: ` for a scalar; a nested block (with `- ` for a list of mappings) for a structure. */
function keyCompletion(
  name: string,
  schema: SchemaNode,
  required: boolean,
  column: number,
): Completion {
  const indent = ' '.repeat(column + 2);
  const insert =
    schema.type === 'array'
      ? `${name}:\n${indent}- `
      : schema.type === 'object'
        ? `${name}:\n${indent}`
        : `${name}: `;
  return {
    label: name,
    type: 'property',
    detail: summarizeSchema(schema),
    info: schema.description ? () => schemaDoc(name, schema) : undefined,
    boost: required ? 1 : 0,
    apply: (view, _completion, from, to) => {
      view.dispatch({
        changes: { from, to, insert },
        selection: { anchor: from + insert.length },
        userEvent: 'input.complete',
      });
      // A key with a fixed set of values (property types, booleans) goes straight on to them.
      if (hasChoices(schema)) startCompletion(view);
    },
  };
}

function valueOptions(schema: SchemaNode): Completion[] {
  const values =
    schema.const !== undefined
      ? [schema.const]
      : (schema.enum ?? (schema.type === 'boolean' ? [true, false] : []));
  return values.map((value) => ({
    label: String(value),
    type: typeof value === 'boolean' ? 'keyword' : 'enum',
  }));
}

/** Completion of keys and of enumerated values, read from the contract's JSON Schema. */
export function ontologyCompletionSource(context: CompletionContext): CompletionResult | null {
  const target = completionTarget(context.state.doc.toString(), context.pos);
  if (!target) return null;
  const typed = context.pos > target.from;
  // While typing, only open for a word; an empty position opens on Ctrl-Space.
  if (!typed && !context.explicit) return null;
  const schema = schemaAt(rootSchema(), target.path);
  if (!schema) return null;
  let options: Completion[];
  if (target.kind === 'key') {
    const required = new Set(schema.required ?? []);
    options = Object.entries(schema.properties ?? {})
      .filter(([name]) => !target.present.includes(name))
      .map(([name, property]) => keyCompletion(name, property, required.has(name), target.column));
  } else {
    options = valueOptions(schema);
  }
  if (options.length === 0) return null;
  return { from: target.from, to: target.to, options, validFor: /^[\w./-]*$/ };
}

/** Hover docs for keys and their values. */
export function ontologyHoverSource(view: EditorView, pos: number): Tooltip | null {
  const found = keyAt(view.state.doc.toString(), pos);
  const schema = found && schemaAt(rootSchema(), found.path);
  if (!found || !schema) return null;
  const name = String(found.path[found.path.length - 1]);
  return {
    pos: found.from,
    end: found.to,
    above: true,
    create: () => ({ dom: schemaDoc(name, schema) }),
  };
}

// Chakra's CSS variables (prefix `ol`), so the popups follow the app's colours in both modes.
const helpTheme = EditorView.theme({
  '.cm-tooltip': {
    backgroundColor: 'var(--ol-colors-bg-panel)',
    color: 'var(--ol-colors-fg)',
    border: '1px solid var(--ol-colors-border)',
    borderRadius: 'var(--ol-radii-l2)',
    boxShadow: 'var(--ol-shadows-md)',
  },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: 'var(--ol-colors-bg-emphasized)',
    color: 'var(--ol-colors-fg)',
  },
  '.cm-completionDetail': {
    color: 'var(--ol-colors-fg-muted)',
    fontStyle: 'normal',
    marginInlineStart: '1em',
  },
  '.cm-schema-doc': { padding: '0.25rem 0.5rem', maxWidth: '28rem' },
  '.cm-schema-doc p': { margin: '0.25rem 0 0' },
});

/**
 * Schema help for the ontology YAML: completion (Ctrl-Space, or while typing a word) and hover
 * docs. Validation stays with the contract's own linter so each mistake is reported once.
 * Escape closes an open list (autocompletion's default keymap); with no list open it is left
 * to the page.
 */
export function ontologySchemaHelp(): Extension {
  return [
    autocompletion({ override: [ontologyCompletionSource], icons: false }),
    hoverTooltip(ontologyHoverSource),
    helpTheme,
  ];
}
