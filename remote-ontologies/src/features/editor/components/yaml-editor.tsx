import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { parseOntologyYaml, type OntologyYamlError } from '@ontoloom/contract/ontology-yaml';
import { ontologySchemaHelp } from './yaml-schema-help';

export type YamlEditorProps = {
  value: string;
  onChange: (value: string) => void;
  /** Called after each check with what is wrong (empty when valid). */
  onValidate: (errors: OntologyYamlError[]) => void;
  label: string;
};

/** The contract's own parser (schema + rules) is the linter: the editor and the API agree. */
const ontologyLinter = (onValidate: YamlEditorProps['onValidate']) =>
  linter(
    (view): Diagnostic[] => {
      const text = view.state.doc.toString();
      const result = parseOntologyYaml(text);
      const errors = result.ok ? [] : result.errors;
      onValidate(errors);
      return errors.map((error) => {
        const line = view.state.doc.line(Math.min(error.line, view.state.doc.lines));
        const from = Math.min(line.from + error.column - 1, line.to);
        return { from, to: Math.max(from, line.to), severity: 'error', message: error.message };
      });
    },
    { delay: 300 },
  );

export function YamlEditor({ value, onChange, onValidate, label }: YamlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onValidate });
  callbacks.current = { onChange, onValidate };

  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          yaml(),
          ontologySchemaHelp(),
          lintGutter(),
          ontologyLinter((errors) => callbacks.current.onValidate(errors)),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor owns its text after mount; outside changes arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return (
    <Box
      ref={host}
      borderWidth="1px"
      borderRadius="l2"
      fontSize="sm"
      css={{ '& .cm-editor': { minHeight: '24rem' }, '& .cm-scroller': { fontFamily: 'mono' } }}
      data-testid="yaml-editor"
    />
  );
}
