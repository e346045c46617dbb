// JSON Schema (as the OpenAPI document holds it) → readable HTML: a one-line type with links
// to the shared shapes, and field tables for objects. Every text is escaped.
import { API_REFERENCE } from '@corkboard/domain';
import { COMPONENT_PREFIX, type JsonSchema, type JsonValue } from '@corkboard/contracts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** A description: escaped, with its `backticked` names as code. */
export function proseHtml(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const plural = (n: JsonValue, one: string) => `${String(n)} ${n === 1 ? one : `${one}s`}`;

function isSchema(value: JsonValue | undefined): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function schemas(value: JsonValue | undefined): JsonSchema[] {
  return Array.isArray(value) ? value.filter(isSchema) : [];
}

export const shapeAnchor = (name: string) => `shape-${name}`;

function refName(schema: JsonSchema): string | null {
  const ref = schema.$ref;
  return typeof ref === 'string' && ref.startsWith(COMPONENT_PREFIX)
    ? ref.slice(COMPONENT_PREFIX.length)
    : null;
}

/** A compact type: `string | null`, `Pin[]`, `"a" | "b"`, `{ [key]: ImageVariant }`. */
export function typeHtml(schema: JsonSchema): string {
  const ref = refName(schema);
  if (ref) return `<a href="#${shapeAnchor(ref)}">${code(ref)}</a>`;
  const union = schemas(schema.anyOf ?? schema.oneOf);
  if (union.length > 0) return [...new Set(union.map(typeHtml))].join(' | ');
  if ('const' in schema) return code(JSON.stringify(schema.const));
  if (Array.isArray(schema.enum))
    return schema.enum.map((v) => code(JSON.stringify(v))).join(' | ');
  if (isSchema(schema.not) && Object.keys(schema.not).length === 0) return code('never');
  const type = schema.type;
  if (Array.isArray(type)) {
    return type.map((t) => typeHtml({ ...schema, type: t })).join(' | ');
  }
  switch (type) {
    case 'array': {
      const item = isSchema(schema.items) ? typeHtml(schema.items) : code('any');
      return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
    }
    case 'object': {
      if (isSchema(schema.additionalProperties)) {
        const names = isSchema(schema.propertyNames) ? typeHtml(schema.propertyNames) : 'string';
        return `{ [${names}]: ${typeHtml(schema.additionalProperties)} }`;
      }
      return code('object');
    }
    case 'string':
      return typeof schema.format === 'string'
        ? `${code('string')} (${escapeHtml(schema.format)})`
        : code('string');
    case undefined:
      return code('any');
    default:
      return code(String(type));
  }
}

const LIMITS: [string, (value: JsonValue) => string][] = [
  ['minLength', (v) => `at least ${plural(v, 'character')}`],
  ['maxLength', (v) => `at most ${plural(v, 'character')}`],
  ['minimum', (v) => `≥ ${String(v)}`],
  ['maximum', (v) => `≤ ${String(v)}`],
  ['minItems', (v) => `at least ${plural(v, 'item')}`],
  ['maxItems', (v) => `at most ${plural(v, 'item')}`],
  ['pattern', (v) => `matches ${String(v)}`],
];

/** Description and limits of a field (of each branch of a union). */
function notes(schema: JsonSchema): string {
  const parts: string[] = [];
  if (typeof schema.description === 'string') parts.push(proseHtml(schema.description));
  const limits = [schema, ...schemas(schema.anyOf)].flatMap((branch) =>
    LIMITS.flatMap(([key, say]) => (key in branch ? [say(branch[key] ?? null)] : [])),
  );
  // Ids accept any whole number up to 2^53; saying so helps nobody.
  const useful = limits.filter((limit) => !limit.startsWith('≤ 9007199254740991'));
  if (useful.length > 0) parts.push(escapeHtml([...new Set(useful)].join(', ')));
  return parts.join(' ');
}

function objectBranches(schema: JsonSchema): JsonSchema[] {
  if (schema.type === 'object' && isSchema(schema.properties)) return [schema];
  return schemas(schema.anyOf ?? schema.oneOf).filter((b) => b.type === 'object');
}

function table(schema: JsonSchema): string {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const names = Object.keys(properties);
  if (names.length === 0) {
    return `<p>${escapeHtml(schema.additionalProperties === false ? API_REFERENCE.noFields : API_REFERENCE.anyFields)}</p>`;
  }
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const rows = names.map((name) => {
    const field = properties[name];
    if (!isSchema(field)) return '';
    // An inline object (or a list of them) shows its own fields below.
    const shown = field.type === 'array' && isSchema(field.items) ? field.items : field;
    const nested = refName(shown) ? [] : objectBranches(shown);
    const inner = nested.map(table).join('');
    return `<tr><td>${code(name)}</td><td>${typeHtml(field)}</td><td>${required.has(name) ? API_REFERENCE.required : API_REFERENCE.optional}</td><td>${notes(field)}${inner}</td></tr>`;
  });
  return `<table><thead><tr><th>${API_REFERENCE.field}</th><th>${API_REFERENCE.type}</th><th></th><th>${API_REFERENCE.notes}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** An object's fields as a table (each branch of a union of objects), else its type. */
export function schemaHtml(schema: JsonSchema): string {
  const branches = objectBranches(schema);
  const description =
    typeof schema.description === 'string' ? `<p>${proseHtml(schema.description)}</p>` : '';
  if (branches.length === 0 || refName(schema)) return `${description}<p>${typeHtml(schema)}</p>`;
  return description + branches.map(table).join(`<p>${API_REFERENCE.or}</p>`);
}
