import { isNode, LineCounter, parseDocument, stringify, type Document } from 'yaml';
import { ontologyDocumentSchema, type OntologyDocument } from './ontology-document';
import { checkOntologyRules } from './ontology-rules';

/** One problem in a YAML text, 1-based line and column (what editors and error bodies show). */
export type OntologyYamlError = {
  line: number;
  column: number;
  path: string;
  message: string;
};

export type OntologyYamlResult =
  { ok: true; document: OntologyDocument } | { ok: false; errors: OntologyYamlError[] };

/** The deepest node that exists on `path`: a missing key is reported where its parent is. */
function offsetOf(doc: Document, path: PropertyKey[]): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node: unknown = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return node.range[0];
  }
  return 0;
}

/**
 * Parses and validates an ontology YAML text: syntax errors first, then the schema, then the
 * rules (unique names, relation ends). Shared by the API (422 bodies) and the editor (lint).
 */
export function parseOntologyYaml(text: string): OntologyYamlResult {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number) => lineCounter.linePos(offset);
  if (doc.errors.length > 0) {
    return {
      ok: false,
      errors: doc.errors.map((error) => {
        const { line, col } = error.linePos?.[0] ?? at(error.pos[0]);
        return { line, column: col, path: '', message: error.message.split('\n')[0] ?? '' };
      }),
    };
  }
  const parsed = ontologyDocumentSchema.safeParse(doc.toJS());
  const issues = parsed.success
    ? checkOntologyRules(parsed.data)
    : parsed.error.issues.map((issue) => ({
        path: issue.path.filter((key) => typeof key !== 'symbol'),
        message: issue.message,
      }));
  if (parsed.success && issues.length === 0) return { ok: true, document: parsed.data };
  return {
    ok: false,
    errors: issues.map((issue) => {
      const { line, col } = at(offsetOf(doc, issue.path));
      return { line, column: col, path: issue.path.join('.'), message: issue.message };
    }),
  };
}

/** The YAML an export returns; `parseOntologyYaml` gives back an equal document. */
export function stringifyOntologyDocument(document: OntologyDocument): string {
  return stringify(document, { lineWidth: 0 });
}
