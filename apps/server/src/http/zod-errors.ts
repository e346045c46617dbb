// Turns a zod failure into one readable sentence naming the field, e.g.
// "name: must be at most 50 characters" or "unknown field: colour".
import type { z } from 'zod';
import { invalid } from './errors';

/** `value` as `schema` reads it, or `invalid_parameters` naming the first bad field. */
export function parseOrInvalid<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(describeZodError(parsed.error));
  return parsed.data;
}

export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid parameters.';
  return describeIssue(issue, []);
}

type Issue = z.ZodError['issues'][number];

function describeIssue(issue: Issue, base: PropertyKey[]): string {
  const path = [...base, ...issue.path];
  const field = path.map(String).join('.') || 'options';
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys
        .map((k) => (issue.path.length ? `${field}.${k}` : k))
        .join(', ')}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${field}: must be at most ${String(issue.maximum)} characters`
        : issue.origin === 'array'
          ? `${field}: must have at most ${String(issue.maximum)} items`
          : `${field}: must be at most ${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.minimum === 1
          ? `${field}: is required`
          : `${field}: must be at least ${String(issue.minimum)} characters`;
      }
      return `${field}: must be at least ${String(issue.minimum)}`;
    case 'invalid_type':
      return / received undefined$/.test(issue.message)
        ? `${field}: is required`
        : `${field}: must be ${article(issue.expected)}`;
    case 'invalid_union': {
      // Report the branch that came closest (fewest problems), e.g. the missing `slug`.
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0];
      const first = closest?.[0];
      if (first) return describeIssue(first, path);
      return `${field}: does not match any accepted form of the options`;
    }
    case 'invalid_value':
      return `${field}: must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return `${field}: must be a valid ${issue.format === 'regex' ? 'value' : issue.format}`;
    default:
      return `${field}: ${issue.message}`;
  }
}

function article(type: string): string {
  if (type === 'int') return 'a whole number';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
