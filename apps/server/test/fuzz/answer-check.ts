// What every answer to a fuzzed request must be: what the contract says for its operation
// (contract-check.ts: envelope, schema, status, error codes), never a 5xx, never a stack trace
// or SQL text, and always with the security headers.
import { contractProblem } from '../api/contract-check';

export interface FuzzAnswer {
  method: string;
  url: string;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const LEAKS: readonly [string, RegExp][] = [
  ['a stack frame', /\bat [\w.<>]+ \(?[^)\s]*:\d+:\d+\)?/],
  ['a source path', /node_modules|\/src\/[\w/-]+\.(ts|js)\b/],
  ['SQL text', /\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b.*\b(FROM|VALUES|WHERE)\b/i],
  [
    'a driver error',
    /SQLITE_[A-Z]|syntax error at or near|invalid byte sequence|relation "|violates .* constraint/i,
  ],
  ['an internal error name', /\b(TypeError|RangeError|ReferenceError|SyntaxError):/],
];

/** Problems with one answer; empty when it is as the contract says. */
export function answerProblems(answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  // The published document is served as it is: it quotes the contract's own words.
  if (!answer.url.startsWith('/api/')) {
    for (const [what, pattern] of LEAKS) {
      if (pattern.test(answer.body)) problems.push(`the body shows ${what}`);
    }
  }
  if (answer.headers['x-content-type-options'] !== 'nosniff') {
    problems.push('no X-Content-Type-Options: nosniff');
  }
  // A HEAD answer has no body to check against the contract.
  const problem =
    answer.method === 'HEAD'
      ? null
      : contractProblem({
          method: answer.method,
          url: answer.url,
          status: answer.status,
          contentType: String(answer.headers['content-type'] ?? ''),
          body: answer.body,
        });
  if (problem) problems.push(problem);
  return problems;
}
