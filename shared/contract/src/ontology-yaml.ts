import {
  Composer,
  isNode,
  Lexer,
  LineCounter,
  Parser,
  stringify,
  visit,
  type CST,
  type Document,
} from 'yaml';
import { formatBytes, limits, utf8Bytes } from './limits';
import { ontologyDocumentSchema, type OntologyDocument } from './ontology-document';
import type { z } from 'zod';
import { ar, fr } from 'zod/v4/locales';
import { ontologyIssueText, type IssueLanguage } from './ontology-issues';
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

/** A YAML text over one of the limits: refused before it costs more to read. */
class YamlLimitError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const collections = new Set(['block-map', 'block-seq', 'flow-collection']);

/**
 * The parser's tokens, refused as soon as collections nest deeper than the limit: the parser and
 * the composer slow down with depth (seconds for a few thousand levels), so the limit must stop
 * them while they read, not after.
 */
function* boundedTokens(text: string, lineCounter: LineCounter): Generator<CST.Token> {
  const parser = new Parser(lineCounter.addNewLine);
  for (const lexeme of new Lexer().lex(text)) {
    yield* parser.next(lexeme);
    const depth = parser.stack.filter((token) => collections.has(token.type)).length;
    if (depth > limits.ontologyYamlDepth) {
      throw new YamlLimitError(
        lineCounter.lineStarts.at(-1) ?? 0,
        `YAML nests deeper than ${limits.ontologyYamlDepth} levels`,
      );
    }
  }
  yield* parser.end();
}

/** `parseDocument`, within the size, depth and alias limits. */
function parseBounded(text: string, lineCounter: LineCounter): Document {
  // What `Parser.parse` does before reading (and what a text refused for its size points at).
  lineCounter.addNewLine(0);
  if (utf8Bytes(text) > limits.ontologyYamlBytes) {
    throw new YamlLimitError(0, `YAML is larger than ${formatBytes(limits.ontologyYamlBytes)}`);
  }
  const composer = new Composer({ uniqueKeys: true });
  const [doc, extra] = composer.compose(boundedTokens(text, lineCounter), true, text.length);
  if (!doc) throw new YamlLimitError(0, 'YAML has no document');
  if (extra) throw new YamlLimitError(extra.range[0], 'YAML holds more than one document');
  let aliases = 0;
  visit(doc, {
    Alias(_key, node) {
      if (++aliases > limits.ontologyYamlAliases) {
        throw new YamlLimitError(
          node.range?.[0] ?? 0,
          `YAML has more than ${limits.ontologyYamlAliases} aliases`,
        );
      }
    },
  });
  return doc;
}

/** The document's data; aliases that expand into too much are refused, not followed. */
function toData(doc: Document): unknown {
  try {
    return doc.toJS({ maxAliasCount: limits.ontologyYamlAliases });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    throw new YamlLimitError(
      0,
      `YAML aliases expand to more than ${limits.ontologyYamlAliases} copies`,
    );
  }
}

export { issueLanguageOf, type IssueLanguage } from './ontology-issues';

// zod's translations of schema problems, only in this entry (the editor's lazy chunk and the API),
// not in the contract every page loads.
const zodLocales = { fr, ar } satisfies Record<
  Exclude<IssueLanguage, 'en'>,
  () => { localeError: z.core.$ZodErrorMap }
>;
const schemaErrorMap = (language: IssueLanguage): z.core.$ZodErrorMap | undefined =>
  language === 'en' ? undefined : zodLocales[language]().localeError;

export const EMPTY_ONTOLOGY_MESSAGE = ontologyIssueText('empty_document', {});

/**
 * Parses and validates an ontology YAML text: limits (size, nesting, aliases) and syntax errors
 * first, then the schema, then the rules (unique names, relation ends). Shared by the API (422
 * bodies) and the editor (lint); messages are in `language` (English by default).
 */
export function parseOntologyYaml(
  text: string,
  language: IssueLanguage = 'en',
): OntologyYamlResult {
  const lineCounter = new LineCounter();
  const at = (offset: number) => lineCounter.linePos(offset);
  let doc: Document;
  let data: unknown;
  try {
    doc = parseBounded(text, lineCounter);
    if (doc.errors.length > 0) {
      return {
        ok: false,
        errors: doc.errors.map((error) => {
          const { line, col } = at(error.pos[0]);
          const reason = error.message.split('\n')[0] ?? '';
          const message = ontologyIssueText('yaml_syntax', { reason }, language);
          return { line, column: col, path: '', message };
        }),
      };
    }
    data = toData(doc);
  } catch (error) {
    if (!(error instanceof YamlLimitError)) throw error;
    const { line, col } = at(error.offset);
    return { ok: false, errors: [{ line, column: col, path: '', message: error.message }] };
  }
  if (data === null || data === undefined) {
    // An empty text (a brand-new ontology): say what to write, not "expected object, received null".
    return {
      ok: false,
      errors: [
        {
          line: 1,
          column: 1,
          path: '',
          message: ontologyIssueText('empty_document', {}, language),
        },
      ],
    };
  }
  const errorMap = schemaErrorMap(language);
  const parsed = ontologyDocumentSchema.safeParse(data, errorMap ? { error: errorMap } : undefined);
  const issues = parsed.success
    ? checkOntologyRules(parsed.data).map((issue) => ({
        path: issue.path,
        at: issue.path,
        message: ontologyIssueText(issue.code, issue.params, language),
      }))
    : parsed.error.issues.map((issue) => {
        const path = issue.path.filter((key) => typeof key !== 'symbol');
        // An unknown key is shown where it is written, not at the start of its object.
        const at = issue.code === 'unrecognized_keys' ? [...path, ...issue.keys.slice(0, 1)] : path;
        return { path, at, message: issue.message };
      });
  if (parsed.success && issues.length === 0) return { ok: true, document: parsed.data };
  return {
    ok: false,
    errors: issues.map((issue) => {
      const { line, col } = at(offsetOf(doc, issue.at));
      return { line, column: col, path: issue.path.join('.'), message: issue.message };
    }),
  };
}

/** The YAML an export returns; `parseOntologyYaml` gives back an equal document. */
export function stringifyOntologyDocument(document: OntologyDocument): string {
  return stringify(document, { lineWidth: 0 });
}
