// The API tests' answer check (test/api/contract-check.ts) fails on what breaks the contract:
// a bad field (named by its path), a bookmark where none belongs, a failure that is not the
// envelope or claims another status, an answer no operation of the contract gives.
import { describe, expect, it } from 'vitest';
import { contractProblem, type Answer } from '../api/contract-check';

const json = 'application/json; charset=utf-8';
const success = (data: unknown, bookmark?: string) =>
  JSON.stringify({
    resource_response: {
      status: 'success',
      code: 0,
      message: 'ok',
      data,
      ...(bookmark === undefined ? {} : { bookmark }),
    },
  });
const failure = (code: string, httpStatus: number, numeric = 44) =>
  JSON.stringify({
    resource_response: {
      status: 'failure',
      code: numeric,
      message: 'x',
      data: null,
      error: { message: 'x', code, http_status: httpStatus },
    },
  });
const answer = (over: Partial<Answer>): Answer => ({
  method: 'GET',
  url: '/resource/UserStateResource/get/?data=%7B%7D',
  status: 200,
  contentType: json,
  body: success({ state: 'X', value: null }),
  ...over,
});

describe('contractProblem', () => {
  it('keeps an answer of the contract', () => {
    expect(contractProblem(answer({}))).toBeNull();
    expect(contractProblem(answer({ status: 404, body: failure('not_found', 404) }))).toBeNull();
  });

  it.each<[string, Partial<Answer>, RegExp]>([
    [
      'a field of the wrong type, by its path',
      { body: success({ state: 'X', value: 7 }) },
      /data\.value/,
    ],
    [
      'a field the contract does not name',
      { body: success({ state: 'X', value: null, extra: 1 }) },
      /extra/,
    ],
    [
      'a bookmark on an answer that is no list',
      { body: success({ state: 'X', value: null }, 'b') },
      /bookmark/,
    ],
    [
      'a list page without its bookmark',
      { url: '/resource/UserHomefeedResource/get/', body: success([]) },
      /bookmark/,
    ],
    [
      'a failure with another status inside',
      { status: 400, body: failure('not_found', 404) },
      /HTTP 400/,
    ],
    [
      'a failure that is not the envelope',
      { status: 500, body: '<html>', contentType: 'text/html' },
      /not the JSON envelope/,
    ],
    [
      'an error code the operation never gives',
      { status: 409, body: failure('conflict', 409, 49) },
      /not among/,
    ],
    [
      'a success of a path the contract does not list',
      { url: '/v3/secret/', body: success(null) },
      /no operation/,
    ],
  ])('refuses %s', (_rule, over, problem) => {
    expect(contractProblem(answer(over))).toMatch(problem);
  });
});
