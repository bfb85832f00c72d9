import { z } from 'zod';
import {
  MULTILINE_TEXT_MESSAGE,
  SINGLE_LINE_TEXT_MESSAGE,
  endpoints,
  multilineText,
  nameSchema,
  text,
  type EndpointDef,
} from '../src';

type Node = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

const NUL_PROBES = ['\u0000', 'a\u0000', '\u0000a', 'a\u0000b'];
const SIZE_CODES = new Set(['too_small', 'too_big']);

/** Whether a string schema refuses every probe for a reason other than its length. */
const refusesNul = (schema: Node) =>
  NUL_PROBES.every((probe) => {
    const result = z.safeParse(schema, probe);
    return !result.success && result.error.issues.some((issue) => !SIZE_CODES.has(issue.code));
  });

/** Paths (as `body.a.b[]`) of the string schemas in `schema` that let a NUL through. */
function leakyStrings(schema: Node, path: string, seen = new Set<Node>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as Def;
  const walk = (child: unknown, suffix = '') =>
    child ? leakyStrings(child as Node, `${path}${suffix}`, seen) : [];
  switch (def.type) {
    case 'string':
      return refusesNul(schema) ? [] : [path];
    case 'pipe': {
      // A codec from a string (z.stringbool) is judged whole: its inner string is plain.
      const input = (def.in as Node)._zod.def.type;
      if (input === 'string') return refusesNul(schema) ? [] : [path];
      return [...walk(def.in), ...walk(def.out)];
    }
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, Node>).flatMap(([key, child]) =>
          walk(child, `.${key}`),
        ),
        ...walk(def.catchall, '.*'),
      ];
    case 'array':
      return walk(def.element, '[]');
    case 'record':
      return [...walk(def.keyType, '{key}'), ...walk(def.valueType, '{value}')];
    case 'tuple':
      return [
        ...(def.items as Node[]).flatMap((item) => walk(item, '[]')),
        ...walk(def.rest, '[]'),
      ];
    case 'union':
      return (def.options as Node[]).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'lazy':
      return walk((def.getter as () => Node)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      return walk(def.innerType);
    default:
      return [];
  }
}

describe('request text refuses control characters (issue 10: NUL gave a 500)', () => {
  test('every string of every request (path, query, body) of every endpoint refuses NUL', () => {
    const leaks = Object.entries(endpoints as Record<string, EndpointDef>).flatMap(
      ([name, endpoint]) =>
        (['params', 'query', 'body'] as const).flatMap((part) => {
          const schema = endpoint[part];
          return schema ? leakyStrings(schema, part).map((path) => `${name} ${path}`) : [];
        }),
    );
    expect(leaks).toEqual([]);
  });

  test('the walker finds plain strings, size-only refusals and stringbool codecs', () => {
    const schema = z.object({
      plain: z.string(),
      sized: z.string().min(2),
      nested: z.array(z.record(z.string(), z.union([z.number(), z.string().max(3)]))),
      ok: text(),
      flag: z.stringbool(),
      id: z.uuid(),
    });
    expect(leakyStrings(schema, 'body')).toEqual([
      'body.plain',
      'body.sized',
      'body.nested[]{key}',
      'body.nested[]{value}',
    ]);
  });

  test('one-line text refuses control characters and lone surrogates; multi-line keeps tab and line breaks', () => {
    expect(text().safeParse('Acme Ltd — café 😀').success).toBe(true);
    for (const value of [
      'a\u0000b',
      'a\nb',
      'a\tb',
      '\u001b[31m',
      'a\u007f',
      'a\ud800',
      '\udfff',
    ]) {
      expect(text().safeParse(value).error?.issues[0]?.message).toBe(SINGLE_LINE_TEXT_MESSAGE);
    }
    expect(multilineText().safeParse('line 1\r\n\tline 2').success).toBe(true);
    for (const value of ['a\u0000b', '\u0008', 'a\u000bb', 'a\u007f', '\ud83d']) {
      expect(multilineText().safeParse(value).error?.issues[0]?.message).toBe(
        MULTILINE_TEXT_MESSAGE,
      );
    }
    // Checked before trimming, so a trailing control character is not silently cut away.
    expect(nameSchema.safeParse('Name\u0000').success).toBe(false);
  });
});
