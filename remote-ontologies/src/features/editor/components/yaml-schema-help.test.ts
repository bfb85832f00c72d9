import {
  acceptCompletion,
  completionStatus,
  currentCompletions,
  CompletionContext,
} from '@codemirror/autocomplete';
import { yaml } from '@codemirror/lang-yaml';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { waitFor } from '@testing-library/react';
import { completionTarget } from './yaml-schema-path';
import {
  ontologyCompletionSource,
  ontologyHoverSource,
  ontologySchemaHelp,
} from './yaml-schema-help';

const CLASS = `format: ontoloom/v1
classes:
  - name: Company
    `;

/** Labels the completion source offers at the end of `doc` (or at the `|` in it). */
function labelsAt(doc: string, explicit = true): string[] | null {
  const pos = doc.includes('|') ? doc.indexOf('|') : doc.length;
  const state = EditorState.create({ doc: doc.replace('|', ''), extensions: [yaml()] });
  const result = ontologyCompletionSource(new CompletionContext(state, pos, explicit));
  return result ? result.options.map((option) => option.label) : null;
}

function editor(doc: string) {
  const view = new EditorView({
    parent: document.body,
    state: EditorState.create({
      doc,
      selection: { anchor: doc.length },
      extensions: [yaml(), ontologySchemaHelp()],
    }),
  });
  return view;
}

/** Sends a key to the editor; true when a key binding handled it (and prevented the default). */
const press = (view: EditorView, key: string, init: KeyboardEventInit = {}) =>
  !view.contentDOM.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );

describe('R2.19 R2.21 YAML editor schema help', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('suggests the top-level keys of an ontology, minus those present', () => {
    expect(labelsAt('')).toEqual(['format', 'classes', 'relations']);
    expect(labelsAt('format: ontoloom/v1\n')).toEqual(['classes', 'relations']);
    expect(labelsAt('format: ontoloom/v1\nrel')).toEqual(['classes', 'relations']);
  });

  it('suggests class keys inside a class item and property keys inside a property item', () => {
    const classKeys = labelsAt(CLASS);
    expect(classKeys).toEqual(expect.arrayContaining(['label', 'properties', 'aliases']));
    expect(classKeys).not.toContain('name');
    expect(labelsAt(`${CLASS}properties:\n      - `)).toEqual([
      'name',
      'type',
      'description',
      'required',
      'multiple',
      'identifying',
    ]);
    expect(labelsAt('relations:\n  - name: works_for\n    ')).toEqual(
      expect.arrayContaining(['source', 'target', 'cues']),
    );
  });

  it('completes property types, the format and booleans as values', () => {
    expect(labelsAt(`${CLASS}properties:\n      - name: amount\n        type: `)).toEqual([
      'string',
      'number',
      'date',
      'boolean',
      'email',
      'url',
      'money',
      'text',
    ]);
    expect(labelsAt('format: |\nclasses: []')).toEqual(['ontoloom/v1']);
    expect(labelsAt(`${CLASS}properties:\n      - name: a\n        required: `)).toEqual([
      'true',
      'false',
    ]);
  });

  it('replaces the whole word under the cursor and stays quiet on empty positions while typing', () => {
    expect(completionTarget('format: x\ncla|sses: []'.replace('|', ''), 13)).toMatchObject({
      kind: 'key',
      path: [],
      from: 10,
      to: 17,
    });
    expect(labelsAt(CLASS, false)).toBeNull();
    expect(labelsAt(`${CLASS}la`, false)).toEqual(expect.arrayContaining(['label']));
    expect(labelsAt('classes:\n  - name: A\n    label: free text |')).toBeNull();
  });

  it('opens on Ctrl-Space, inserts a key and goes on to its values, and closes on Escape', async () => {
    const view = editor(`${CLASS}properties:\n      - name: amount\n        ty`);
    expect(press(view, ' ', { ctrlKey: true })).toBe(true);
    await waitFor(() => expect(completionStatus(view.state)).toBe('active'));
    expect(currentCompletions(view.state).map((option) => option.label)).toEqual(['type']);
    // Accepting is ignored for a moment after the list opens (interactionDelay).
    await waitFor(() => expect(acceptCompletion(view)).toBe(true));
    expect(view.state.doc.toString()).toMatch(/\n {8}type: $/);
    await waitFor(() =>
      expect(currentCompletions(view.state).map((option) => option.label)).toContain('money'),
    );
    expect(press(view, 'Escape')).toBe(true);
    expect(completionStatus(view.state)).toBeNull();
    // With no list open, Escape is not swallowed: it reaches the page (a dialog may close).
    expect(press(view, 'Escape')).toBe(false);
    view.destroy();
  });

  it('shows what a key allows on hover, for the key and for its value', () => {
    const doc = `${CLASS}properties:\n      - name: amount\n        type: money\n`;
    const view = editor(doc);
    const onKey = ontologyHoverSource(view, doc.indexOf('type') + 1);
    const dom = onKey?.create(view).dom;
    expect(dom?.textContent).toContain('type: string | number | date');
    // The contract's descriptions come along with the schema.
    expect(dom?.textContent).toContain('The kind of value');
    const onValue = ontologyHoverSource(view, doc.indexOf('money') + 2);
    expect(onValue?.pos).toBe(doc.indexOf('money'));
    expect(ontologyHoverSource(view, 0)?.create(view).dom.textContent).toBe(
      'format: ontoloom/v1The document format: always ontoloom/v1.',
    );
    view.destroy();
  });
});
