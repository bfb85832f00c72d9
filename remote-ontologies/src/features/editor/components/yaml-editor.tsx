import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { forceLinting, linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder } from '@codemirror/view';
import {
  issueLanguageOf,
  parseOntologyYaml,
  type IssueLanguage,
  type OntologyYamlError,
} from '@ontoloom/contract/ontology-yaml';
import { useTranslation } from 'react-i18next';
import { ontologySchemaHelp } from './yaml-schema-help';

export type YamlEditorProps = {
  value: string;
  onChange: (value: string) => void;
  /** Called after each check with what is wrong (empty when valid). */
  onValidate: (errors: OntologyYamlError[]) => void;
  label: string;
  /** Shown while the editor is empty. */
  hint?: string;
};

/**
 * The contract's own parser (schema + rules) is the linter: the editor and the API agree. Its
 * messages are in the UI's language, read at each check.
 */
const ontologyLinter = (onValidate: YamlEditorProps['onValidate'], language: () => IssueLanguage) =>
  linter(
    (view): Diagnostic[] => {
      const text = view.state.doc.toString();
      // An empty editor is a starting point, not a mistake: its placeholder says what to write.
      if (text.trim() === '') {
        onValidate([]);
        return [];
      }
      const result = parseOntologyYaml(text, language());
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

export function YamlEditor({ value, onChange, onValidate, label, hint }: YamlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onValidate });
  callbacks.current = { onChange, onValidate };
  const { i18n } = useTranslation();
  const uiLanguage = issueLanguageOf(i18n.language);
  const language = useRef(uiLanguage);
  language.current = uiLanguage;

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
          ontologyLinter(
            (errors) => callbacks.current.onValidate(errors),
            () => language.current,
          ),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          ...(hint ? [placeholder(hint)] : []),
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

  // A new language: check again, so the problems are said in it.
  useEffect(() => {
    if (view.current) forceLinting(view.current);
  }, [uiLanguage]);

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
