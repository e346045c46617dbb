// Requests the fuzzer sends: one per operation of the document, built from its schemas, and
// the transport-level abuse no schema describes (wrong methods and content types, broken
// JSON, huge and deep bodies, bad multipart).
import fc from 'fast-check';
import type { FuzzOperation, FuzzParameter } from './operations';
import { arbitraryFor, type ArbitraryOptions } from './schema-arbitrary';
import { deeplyNested, hostileStrings } from './hostile-values';

export type Viewer = 'signedIn' | 'signedOut';

export interface FuzzRequest {
  label: string;
  viewer: Viewer;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export function requestFor(
  op: FuzzOperation,
  options: ArbitraryOptions,
): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.tuple(...op.pathParams.map((p) => parameterValue(p, options)));
  const queryValues = fc.tuple(...op.query.map((p) => optionalParameter(p, options)));
  const body = op.body ? arbitraryFor(op.body.schema, options) : fc.constant<unknown>(undefined);
  return fc
    .record({
      viewer: fc.constantFrom<Viewer>('signedIn', 'signedIn', 'signedOut'),
      path: pathValues,
      query: queryValues,
      body,
    })
    .map(({ viewer, path, query, body: value }) => {
      let url = op.path;
      op.pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodeSegment(textOf(path[i] ?? '')));
      });
      const search = new URLSearchParams();
      op.query.forEach((p, i) => {
        const v = query[i];
        if (v !== undefined) search.append(p.name, p.json ? JSON.stringify(v) : textOf(v));
      });
      const qs = search.toString();
      const request: FuzzRequest = {
        label: op.id,
        viewer,
        method: op.method,
        url: qs ? `${url}?${qs}` : url,
        headers: {},
      };
      if (op.body?.type === 'json' && value !== undefined) {
        request.headers['content-type'] = 'application/json';
        request.payload = JSON.stringify(value);
      } else if (op.body?.type === 'multipart') {
        const { payload, contentType } = multipart(value);
        request.headers['content-type'] = contentType;
        request.payload = payload;
      }
      return request;
    });
}

/** Percent-encodes a path segment; a lone surrogate goes out as the bytes WTF-8 gives it. */
export function encodeSegment(value: string): string {
  let out = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function parameterValue(p: FuzzParameter, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  return arbitraryFor(p.schema, options, p.name);
}

function optionalParameter(p: FuzzParameter, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const value = parameterValue(p, options);
  return p.required ? value : fc.option(value, { nil: undefined, freq: 5 });
}

function multipart(value: unknown): { payload: Buffer; contentType: string } {
  const boundary = '----corkboardfuzz';
  const parts: Buffer[] = [];
  const fields = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  for (const [name, v] of Object.entries(fields)) {
    if (name === 'file') continue;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '')}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG_1PX,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A valid 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

const WRONG_METHODS = ['PUT', 'PATCH', 'DELETE', 'POST', 'GET', 'OPTIONS', 'HEAD'];
const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  '',
];

/** Abuse of the transport: any operation's path with the wrong method, type or body. */
export function transportAbuse(ops: FuzzOperation[]): fc.Arbitrary<FuzzRequest> {
  const paths = ops.map((op) => op.path.replace(/\{[^}]+\}/g, '1'));
  const badBodies: fc.Arbitrary<string | Buffer> = fc.oneof(
    fc.constantFrom(
      '{',
      '{"options":',
      'null',
      '[]',
      '"options"',
      '{"options":null}',
      '{"options":[]}',
      '{"__proto__":{"admin":true},"options":{}}',
      '{"constructor":{"prototype":{"x":1}},"options":{}}',
      '{"options":{"__proto__":{"x":1}}}',
      '{"options":{},"options":{"id":"1"}}',
      '\ufeff{"options":{}}',
      '{"options":{"id":"\\ud800"}}',
      '{"options":{"id":"\\u0000"}}',
      '{"options":{"id":1e999}}',
      `{"options":${deeplyNested(5000, 'array')}}`,
      `{"options":${deeplyNested(5000, 'object')}}`,
    ),
    fc.constantFrom(
      Buffer.from([0xff, 0xfe, 0xfd]),
      Buffer.from('{"options":{"id":"\xff"}}', 'latin1'),
    ),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.constantFrom(...hostileStrings),
  );
  const badMultipart = fc.constantFrom(
    '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
    '--x--',
    '--x\r\nContent-Disposition: form-data; name="key"\r\n\r\n\u0000\r\n--x--\r\n',
    'not multipart at all',
  );
  return fc.oneof(
    fc.record({
      label: fc.constant('wrong method'),
      viewer: fc.constantFrom<Viewer>('signedIn', 'signedOut'),
      method: fc.constantFrom(...WRONG_METHODS),
      url: fc.constantFrom(...paths),
      headers: fc.constant({}),
    }),
    fc
      .record({
        viewer: fc.constantFrom<Viewer>('signedIn', 'signedOut'),
        url: fc.constantFrom(...paths),
        method: fc.constantFrom('POST', 'PUT', 'DELETE'),
        type: fc.constantFrom(...CONTENT_TYPES, 'application/json'),
        payload: badBodies,
      })
      .map(({ viewer, url, method, type, payload }) => ({
        label: 'bad body',
        viewer,
        method,
        url,
        headers: (type ? { 'content-type': type } : {}) as Record<string, string>,
        payload,
      })),
    fc
      .record({
        viewer: fc.constantFrom<Viewer>('signedIn', 'signedOut'),
        url: fc.constantFrom(
          ...paths.filter((p) => p.startsWith('/upload/')),
          '/upload/pinimage/1/',
        ),
        boundary: fc.constantFrom('x', ''),
        payload: badMultipart,
      })
      .map(({ viewer, url, boundary, payload }) => ({
        label: 'bad multipart',
        viewer,
        method: 'POST',
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      })),
    fc
      .record({
        viewer: fc.constantFrom<Viewer>('signedIn', 'signedOut'),
        url: fc.constantFrom(...paths),
        query: fc.constantFrom(
          'data=%E0%A4%A',
          'data=%00',
          'data=1&data=2',
          'data[options][id]=1',
          `data=${'%5B'.repeat(3000)}`,
          'data=' + encodeURIComponent('{"options":{"bookmarks":["WyJ4IiwiMSJd"]}}'),
          'data=' + encodeURIComponent('{"options":{"bookmarks":["WzFlMzA4LCIxIl0"]}}'),
          'email=%00',
          'email=' + 'a'.repeat(5000),
        ),
      })
      .map(({ viewer, url, query }) => ({
        label: 'bad query',
        viewer,
        method: 'GET',
        url: `${url}?${query}`,
        headers: {},
      })),
  );
}

/** Bodies far over any limit: few of them, since each costs real time to send. */
export function hugeBodies(writePaths: string[]): FuzzRequest[] {
  const huge = '{"options":{"title":"' + 'a'.repeat(12 * 1024 * 1024) + '"}}';
  return writePaths.flatMap((url) =>
    (['signedIn', 'signedOut'] as const).map((viewer) => ({
      label: 'huge body',
      viewer,
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: huge,
    })),
  );
}

/**
 * A generated value as text. `String` throws on a hostile object with no prototype (no
 * toString): such a value is sent as its JSON instead.
 */
function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value) ?? '';
  }
}
