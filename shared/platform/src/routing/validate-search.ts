import { data } from 'react-router';
import * as z from 'zod/mini';

type SearchSource = Request | URL | URLSearchParams | string;

const toSearchParams = (source: SearchSource): URLSearchParams => {
  if (source instanceof URLSearchParams) return source;
  if (typeof source === 'string') return new URLSearchParams(source);
  return new URL(source instanceof URL ? source.href : source.url).searchParams;
};

/** Every search param as a string (repeated keys become arrays), for schema parsing. */
export const searchParamsToObject = (
  params: URLSearchParams,
): Record<string, string | string[]> => {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return result;
};

/**
 * Parses the URL's search params with a zod schema, applying its defaults (R5.03). An invalid
 * URL is a 400 (`link_invalid`) thrown to the route's error view, which tells the reader in their
 * language; what is wrong stays in `detail` for the console, never on screen.
 */
export const validateSearch = <S extends z.core.$ZodType>(
  schema: S,
  source: SearchSource,
): z.output<S> => {
  const result = z.safeParse(schema, searchParamsToObject(toSearchParams(source)));
  if (result.success) return result.data;
  const detail = result.error.issues
    .map((issue) => `${issue.path.join('.') || 'search'}: ${issue.message}`)
    .join('; ');
  throw data(
    { detail: `Invalid search parameters (${detail})`, code: 'link_invalid', request_id: null },
    { status: 400 },
  );
};

/**
 * Search params that are optional strings, a malformed one dropped rather than an error (R5.03):
 * `optionalSearchParams('redirect', 'email')` for `validateSearch`. Built here, so a remote whose
 * screens need nothing more does not bundle a schema library of its own.
 */
export const optionalSearchParams = <K extends string>(...names: K[]) =>
  z.object(
    Object.fromEntries(names.map((name) => [name, z.catch(z.optional(z.string()), undefined)])) as {
      [P in K]: z.ZodMiniCatch<z.ZodMiniOptional<z.ZodMiniString<string>>>;
    },
  );

/** Whether `text` is an email address as the API accepts it. */
export const isEmailAddress = (text: string): boolean => z.safeParse(z.email(), text).success;
