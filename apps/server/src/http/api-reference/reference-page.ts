// `/api/docs`: the OpenAPI document as one readable page, rendered once at start. Operations
// by area with their parameters, options, answers and errors, then the shared shapes; links
// within the page only. No script at all, one inline stylesheet (allowed by its hash).
import { createHash } from 'node:crypto';
import { API_REFERENCE } from '@corkboard/domain';
import type { JsonSchema, JsonValue } from '@corkboard/contracts';
import { REFERENCE_CSS } from './reference-style';
import { escapeHtml, proseHtml, schemaHtml, shapeAnchor, typeHtml } from './schema-html';

const METHODS = ['get', 'head', 'post', 'put', 'delete'] as const;
const JSON_TYPE = 'application/json';

interface Operation {
  method: string;
  path: string;
  op: JsonSchema;
}

const obj = (value: JsonValue | undefined): JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
const list = (value: JsonValue | undefined): JsonSchema[] =>
  Array.isArray(value) ? value.map(obj) : [];
const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const section = (title: string, body: string) => `<h4>${escapeHtml(title)}</h4>${body}`;
const opAnchor = (op: JsonSchema) => `op-${text(op.operationId)}`;

function operationsByTag(document: JsonSchema): Map<string, Operation[]> {
  const byTag = new Map<string, Operation[]>(
    list(document.tags).map((tag) => [text(tag.name), []]),
  );
  for (const [path, item] of Object.entries(obj(document.paths))) {
    for (const method of METHODS) {
      const op = obj(obj(item)[method]);
      if (!op.operationId || method === 'head') continue;
      const tag = Array.isArray(op.tags) ? text(op.tags[0]) : '';
      byTag.get(tag)?.push({ method, path, op });
    }
  }
  return byTag;
}

function parametersHtml(op: JsonSchema): string {
  const rows: string[] = [];
  let options = '';
  for (const parameter of list(op.parameters)) {
    if (parameter.$ref) continue;
    const content = obj(obj(parameter.content)[JSON_TYPE]);
    if (content.schema) {
      options = optionsHtml(obj(content.schema));
      continue;
    }
    const required = parameter.required === true ? API_REFERENCE.required : API_REFERENCE.optional;
    rows.push(
      `<tr><td><code>${escapeHtml(text(parameter.name))}</code></td><td>${escapeHtml(text(parameter.in))}</td><td>${typeHtml(obj(parameter.schema))}</td><td>${required}</td><td>${proseHtml(text(parameter.description))}</td></tr>`,
    );
  }
  const table =
    rows.length > 0
      ? section(API_REFERENCE.parameters, `<table><tbody>${rows.join('')}</tbody></table>`)
      : '';
  return table + options;
}

function optionsHtml(envelope: JsonSchema): string {
  const options = obj(obj(envelope.properties).options);
  return section(
    API_REFERENCE.options,
    `<p class="note">${escapeHtml(API_REFERENCE.optionsNote)}</p>${schemaHtml(options)}`,
  );
}

function bodyHtml(op: JsonSchema): string {
  const content = obj(obj(op.requestBody).content);
  const json = obj(content[JSON_TYPE]).schema;
  if (json) {
    const schema = obj(json);
    return obj(schema.properties).options
      ? optionsHtml(schema)
      : section(API_REFERENCE.body, schemaHtml(schema));
  }
  const form = obj(content['multipart/form-data']).schema;
  return form ? section(API_REFERENCE.form, schemaHtml(obj(form))) : '';
}

function answerHtml(op: JsonSchema): string {
  const parts: string[] = [];
  for (const [status, response] of Object.entries(obj(op.responses))) {
    if (Number(status) >= 400) continue;
    const content = obj(obj(response).content);
    const types = Object.keys(content);
    const schema = obj(obj(content[JSON_TYPE]).schema);
    const envelope = obj(obj(schema.properties).resource_response);
    let body: string;
    if (envelope.properties) {
      const data = obj(obj(envelope.properties).data);
      const required = Array.isArray(envelope.required) ? envelope.required : [];
      const paged = required.includes('bookmark');
      body =
        schemaHtml(data) + (paged ? `<p class="note">${escapeHtml(API_REFERENCE.paged)}</p>` : '');
    } else if (content[JSON_TYPE]) {
      body = schemaHtml(schema);
    } else {
      body = `<p>${types.map((t) => `<code>${escapeHtml(t)}</code>`).join(', ')}</p>`;
    }
    parts.push(
      `<p><b>${escapeHtml(status)}</b> ${proseHtml(text(obj(response).description))}</p>${body}`,
    );
  }
  return section(API_REFERENCE.answer, parts.join(''));
}

function errorsHtml(op: JsonSchema): string {
  const rows = Object.entries(obj(op.responses))
    .filter(([status]) => Number(status) >= 400)
    .map(([status, response]) => {
      const codes = obj(response)['x-error-codes'];
      const names = Array.isArray(codes)
        ? codes.map((c) => `<code>${escapeHtml(String(c))}</code>`).join(', ')
        : escapeHtml(text(obj(response).description));
      return `<li><b>${escapeHtml(status)}</b> ${names}</li>`;
    });
  return section(
    API_REFERENCE.errors,
    rows.length ? `<ul>${rows.join('')}</ul>` : `<p>${API_REFERENCE.none}</p>`,
  );
}

function operationHtml({ method, path, op }: Operation): string {
  const csrf = list(op.parameters).some((p) => p.$ref)
    ? `<p class="note">${escapeHtml(API_REFERENCE.csrf)}</p>`
    : '';
  return `<section class="op" id="${escapeHtml(opAnchor(op))}"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3><p>${proseHtml(text(op.description))}</p>${csrf}${parametersHtml(op)}${bodyHtml(op)}${answerHtml(op)}${errorsHtml(op)}</section>`;
}

function shapesHtml(document: JsonSchema): string {
  const shapes = obj(obj(document.components).schemas);
  return Object.entries(shapes)
    .map(
      ([name, schema]) =>
        `<section class="shape" id="${escapeHtml(shapeAnchor(name))}"><h3><code>${escapeHtml(name)}</code></h3>${schemaHtml(obj(schema))}</section>`,
    )
    .join('');
}

export interface ReferencePage {
  html: string;
  /** The page's CSP: no script, the one stylesheet by its hash. */
  csp: string;
}

export function renderReferencePage(document: JsonSchema, documentUrl: string): ReferencePage {
  const byTag = operationsByTag(document);
  const areaId = (tag: string) => `area-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const contents = [...byTag]
    .map(
      ([tag, ops]) =>
        `<li><a href="#${areaId(tag)}">${escapeHtml(tag)}</a><ul>${ops
          .map(
            ({ path, op }) =>
              `<li><a href="#${escapeHtml(opAnchor(op))}">${escapeHtml(text(op.summary) || path)}</a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const areas = [...byTag]
    .map(
      ([tag, ops]) =>
        `<h2 id="${areaId(tag)}">${escapeHtml(tag)}</h2>${ops.map(operationHtml).join('')}`,
    )
    .join('');
  const info = obj(document.info);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(API_REFERENCE.title)}</title><style>${REFERENCE_CSS}</style></head><body><header><h1>${escapeHtml(API_REFERENCE.title)}</h1><p>${escapeHtml(API_REFERENCE.intro)} <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a></p><p>${proseHtml(text(info.description))}</p></header><nav><h2>${escapeHtml(API_REFERENCE.contents)}</h2><ul>${contents}<li><a href="#shapes">${escapeHtml(API_REFERENCE.shapes)}</a></li></ul></nav><main>${areas}<h2 id="shapes">${escapeHtml(API_REFERENCE.shapes)}</h2>${shapesHtml(document)}</main></body></html>`;
  const styleHash = createHash('sha256').update(REFERENCE_CSS).digest('base64');
  const csp = [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
