// The contract, proven against real answers: every answer the API tests provoke is checked
// against the operation's schemas in packages/contracts (success data, bookmark on list pages
// only, statuses, failure envelopes and their error codes). harness.ts installs it on every
// test server; a mismatch fails the test with the path of the bad field.
import {
  envelopeDataFor,
  ERROR_CODES,
  FailureEnvelopeSchema,
  findOperation,
  successEnvelope,
  type ApiOperation,
} from '@corkboard/contracts';
import type { z } from 'zod';

/** Paths whose every answer has an operation in the contract. */
const CONTRACT_PATHS = /^\/(resource|v3|api|upload|i|link-preview)\/|^\/healthz$/;
/** Paths answered with the failure envelope when they fail. */
const ENVELOPE_PATHS = /^\/(resource|v3|api|upload)\//;

export interface Answer {
  method: string;
  url: string;
  status: number;
  contentType: string;
  /** The body, when it is text (JSON, HTML); null for streams and bytes. */
  body: string | null;
}

type Issue = z.ZodError['issues'][number];

/** Each problem with its path; in a union, the problems of the branch that came closest. */
function flatten(issue: Issue, base: PropertyKey[]): string[] {
  const path = [...base, ...issue.path];
  if (issue.code === 'invalid_union') {
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0];
    if (closest && closest.length > 0) return closest.flatMap((inner) => flatten(inner, path));
  }
  return [`${path.map(String).join('.') || '(root)'}: ${issue.message}`];
}

function issues(error: z.ZodError): string {
  return error.issues
    .flatMap((issue) => flatten(issue, []))
    .slice(0, 3)
    .join('; ');
}

function json(answer: Answer): { ok: true; value: unknown } | { ok: false } {
  if (answer.body === null || !answer.contentType.startsWith('application/json')) {
    return { ok: false };
  }
  try {
    return { ok: true, value: JSON.parse(answer.body) as unknown };
  } catch {
    return { ok: false };
  }
}

function checkFailure(answer: Answer, operation: ApiOperation | null): string | null {
  const body = json(answer);
  if (!body.ok) return 'a failure that is not the JSON envelope';
  const parsed = FailureEnvelopeSchema.safeParse(body.value);
  if (!parsed.success) return `failure envelope: ${issues(parsed.error)}`;
  const { error } = parsed.data.resource_response;
  if (error.http_status !== answer.status || ERROR_CODES[error.code] !== answer.status) {
    return `failure ${error.code} (http_status ${error.http_status}) sent with HTTP ${answer.status}`;
  }
  if (operation && !operation.errors.includes(error.code)) {
    return `error code ${error.code} is not among ${operation.operationId}'s errors`;
  }
  return null;
}

/** A resource read's options, from its `data` parameter (a field set changes the answer). */
function readOptions(url: string): unknown {
  const data = new URLSearchParams(url.split('?')[1] ?? '').get('data');
  try {
    return data ? (JSON.parse(data) as { options?: unknown }).options : undefined;
  } catch {
    return undefined;
  }
}

function checkSuccess(answer: Answer, operation: ApiOperation): string | null {
  const spec = operation.answer;
  switch (spec.kind) {
    case 'envelope': {
      if (!spec.statuses.includes(answer.status))
        return `HTTP ${answer.status} is not a success status`;
      const body = json(answer);
      if (!body.ok) return 'not a JSON body';
      const data = envelopeDataFor(spec, readOptions(answer.url));
      const parsed = successEnvelope(data, { paged: spec.paged }).safeParse(body.value);
      return parsed.success ? null : issues(parsed.error);
    }
    case 'json': {
      const body = json(answer);
      if (!body.ok) return 'not a JSON body';
      const parsed = spec.schema.safeParse(body.value);
      return parsed.success ? null : issues(parsed.error);
    }
    case 'binary':
      if (answer.status === 304) return null;
      return spec.contentTypes.some((type) => answer.contentType.startsWith(type))
        ? null
        : `content type ${answer.contentType} is not one of ${spec.contentTypes.join(', ')}`;
    case 'html':
      return answer.contentType.startsWith('text/html') ? null : 'not an HTML page';
  }
}

/** What is wrong with this answer by the contract, or null when it keeps it. */
export function contractProblem(answer: Answer): string | null {
  const pathname = answer.url.split('?')[0] ?? '';
  if (!CONTRACT_PATHS.test(pathname)) return null;
  const operation = findOperation(answer.method, pathname);
  if (answer.status >= 400) {
    if (operation?.answer.kind === 'binary') {
      return (answer.status === 404 || answer.status === 429) &&
        answer.contentType.startsWith('text/plain')
        ? null
        : `HTTP ${answer.status} ${answer.contentType}: a media failure is a plain-text 404 or 429`;
    }
    return ENVELOPE_PATHS.test(pathname) || operation ? checkFailure(answer, operation) : null;
  }
  if (!operation) return 'no operation of the contract answers this';
  return checkSuccess(answer, operation);
}
