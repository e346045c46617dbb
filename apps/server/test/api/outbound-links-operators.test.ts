// The operator console's resources and the appeal (issue 14), on both engines: every operator
// resource answers exactly as an unknown resource to signed-out visitors and to people without
// the role, whatever the options; operators add, edit, test and remove link rules, decide
// appeals ("Report a mistake") and reports (remove the Pin, dismiss, suspend the account), and
// every such action lands in the audit log. A suspended account cannot sign in and its content
// leaves every surface.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, LINK_REASONS, MODERATION_ERRORS } from '@corkboard/domain';
import { importLinkList } from '../../src/commands/import-link-list';
import type { ApiClient } from './client';
import { createBoard, createPin, createUser, PASSWORD } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode, ids } from './saving-fixtures';

let server: TestServer;
let ops: ApiClient;
let ada: ApiClient;
let bob: ApiClient;
let visitor: ApiClient;
let adaId: string;
let bobUser: { id: string; username: string };
let board: { id: string; privacy: string };

beforeAll(async () => {
  server = await startTestServer({ OPERATORS: 'Console_Ops, other_ops' });
  const ctx = server.ctx;
  const o = await createUser(ctx, { username: 'console_ops' });
  const a = await createUser(ctx, { first_name: 'Ada' });
  bobUser = await createUser(ctx, { first_name: 'Bob' });
  adaId = a.id;
  board = await createBoard(ctx, bobUser.id, { name: 'Bob things' });
  ops = await clientFor(server, o);
  ada = await clientFor(server, a);
  bob = await clientFor(server, bobUser);
  visitor = await clientFor(server, null);
  await importLinkList(ctx.storage, {
    source: 'ops-test-list.txt',
    verdict: 'blocked',
    reason: '',
    text: 'listed.example\n',
  });
});
afterAll(() => server.close());

const OPERATOR_READS: [string, Record<string, unknown>][] = [
  ['LinkRuleResource', {}],
  ['LinkVerdictResource', { url: 'https://listed.example/' }],
  ['LinkAppealQueueResource', {}],
  ['PinReportQueueResource', {}],
  ['CommentReportQueueResource', {}],
  ['OperatorAuditResource', {}],
];
const OPERATOR_WRITES: [string, string, Record<string, unknown>][] = [
  ['LinkRuleResource', 'create', { match: 'domain', value: 'x.example', verdict: 'blocked' }],
  [
    'LinkRuleResource',
    'update',
    { id: '1', match: 'domain', value: 'x.example', verdict: 'blocked' },
  ],
  ['LinkRuleResource', 'delete', { id: '1' }],
  ['LinkAppealQueueResource', 'update', { id: '1', decision: 'lift' }],
  ['PinReportQueueResource', 'update', { pin_id: '1', action: 'dismiss' }],
  ['CommentReportQueueResource', 'update', { comment_id: '1', action: 'dismiss' }],
];

describe('"every operator resource answers not_found to non-operators"', () => {
  it.each(OPERATOR_READS)('%s get', async (name, options) => {
    for (const api of [visitor, ada]) {
      for (const asked of [options, { nonsense: true }]) {
        const res = await api.get(name, asked);
        expect(res.status).toBe(404);
        expect(errorCode(res)).toBe('not_found');
        // The same words as a resource that does not exist.
        expect(res.body.resource_response.message).toBe(
          `There is no resource ${name} with action get.`,
        );
      }
    }
    expect((await ops.get(name, options)).status).toBe(200);
  });

  it.each(OPERATOR_WRITES)('%s %s', async (name, action, options) => {
    for (const api of [ada, bob]) {
      const res = await api.post(name, action, options);
      expect(errorCode(res)).toBe('not_found');
      expect(res.body.resource_response.message).toBe(
        `There is no resource ${name} with action ${action}.`,
      );
    }
    // Signed out, a write is refused before anything else (the write rule of every resource).
    expect(errorCode(await visitor.post(name, action, options))).toBe('unauthorized');
  });

  it('operator writes need the CSRF header like every write', async () => {
    const res = await ops.post(
      'LinkRuleResource',
      'create',
      { match: 'domain', value: 'y.example', verdict: 'blocked' },
      { csrf: false },
    );
    expect(errorCode(res)).toBe('csrf_failed');
  });

  it('UserResource get {} tells the viewer whether they are an operator (names match in any case)', async () => {
    expect(data(await ops.get('UserResource', {}))).toMatchObject({
      is_operator: true,
      is_employee: true,
    });
    expect(data(await ada.get('UserResource', {}))).toMatchObject({
      is_operator: false,
      is_employee: false,
    });
  });
});

describe('the link block list', () => {
  it('adds, edits, tests and removes a rule; each step is in the audit log', async () => {
    const created = data(
      await ops.post('LinkRuleResource', 'create', {
        match: 'domain',
        value: 'Tickets-Scam.Example.',
        verdict: 'blocked',
        reason: 'Sells fake tickets.',
      }),
    );
    expect(created).toMatchObject({ value: 'tickets-scam.example', source: null });
    const tested = data(
      await ops.get('LinkVerdictResource', { url: 'https://www.tickets-scam.example/x' }),
    );
    expect(tested).toMatchObject({
      redirect_status: 'blocked',
      message: 'Sells fake tickets.',
      rule: { id: created.id },
    });
    await ops.post('LinkRuleResource', 'update', {
      id: created.id,
      match: 'domain',
      value: 'tickets-scam.example',
      verdict: 'suspicious',
      reason: '',
    });
    const offsite = await visitor.request(
      'GET',
      '/v3/offsite/?url=https%3A%2F%2Ftickets-scam.example%2F',
    );
    expect(data(offsite)).toMatchObject({
      redirect_status: 'suspicious',
      message: LINK_REASONS.listed.suspicious,
    });
    const list = data(await ops.get('LinkRuleResource', {}));
    expect(list.rules.map((r: { id: string }) => r.id)).toContain(created.id);
    expect(list.lists).toContainEqual({ source: 'ops-test-list.txt', rules: 1 });
    expect(data(await ops.post('LinkRuleResource', 'delete', { id: created.id }))).toBeNull();
    expect(
      data(await visitor.request('GET', '/v3/offsite/?url=https%3A%2F%2Ftickets-scam.example%2F'))
        .redirect_status,
    ).toBe('allowed');
    const log = data(await ops.get('OperatorAuditResource', {})) as {
      action: string;
      target: string;
      operator: { username: string };
    }[];
    const mine = log.filter((a) => a.target === `link_rule:${created.id}`).map((a) => a.action);
    expect(mine).toEqual(['link_rule.delete', 'link_rule.update', 'link_rule.create']);
    expect(log[0]?.operator.username).toBe('console_ops');
  });

  it.each([
    ['domain', 'not a domain', MODERATION_ERRORS.ruleDomain],
    ['domain', 'https://a.example/', MODERATION_ERRORS.ruleDomain],
    ['prefix', 'a.example/path', MODERATION_ERRORS.rulePrefix],
    ['prefix', 'javascript:alert(1)', MODERATION_ERRORS.rulePrefix],
  ])(
    'refuses a %s rule of %j with invalid_parameters, and stores nothing',
    async (match, value, message) => {
      const before = data(await ops.get('LinkRuleResource', {})).rules.length;
      const res = await ops.post('LinkRuleResource', 'create', {
        match,
        value,
        verdict: 'blocked',
      });
      expect(errorCode(res)).toBe('invalid_parameters');
      expect(res.body.resource_response.message).toBe(message);
      expect(data(await ops.get('LinkRuleResource', {})).rules.length).toBe(before);
    },
  );

  it("an imported list's rules change only by importing it again", async () => {
    const listed = data(await ops.get('LinkVerdictResource', { url: 'https://listed.example/' }));
    const res = await ops.post('LinkRuleResource', 'delete', { id: listed.rule.id });
    expect(errorCode(res)).toBe('invalid_parameters');
    expect(res.body.resource_response.message).toBe(MODERATION_ERRORS.ruleImported);
  });

  it('an unknown rule is not_found', async () => {
    expect(errorCode(await ops.post('LinkRuleResource', 'delete', { id: '999999' }))).toBe(
      'not_found',
    );
  });
});

describe('"Report a mistake": appeals', () => {
  it('a person appeals a blocked link; an operator lifts it with a note; the link opens', async () => {
    await ops.post('LinkRuleResource', 'create', {
      match: 'domain',
      value: 'mistaken.example',
      verdict: 'blocked',
      reason: 'Thought to be spam.',
    });
    const url = 'https://mistaken.example/recipe';
    const filed = data(
      await ada.post('LinkAppealResource', 'create', { url, message: 'It is my cooking blog.' }),
    );
    expect(filed).toMatchObject({ host: 'mistaken.example', status: 'open', note: null });
    // Asking again answers the appeal that waits.
    const again = data(await ada.post('LinkAppealResource', 'create', { url, message: 'Again' }));
    expect(again.id).toBe(filed.id);
    const queue = data(await ops.get('LinkAppealQueueResource', {})) as {
      id: string;
      requester: { id: string };
      verdict: string;
      current_verdict: string;
    }[];
    expect(queue.find((a) => a.id === filed.id)).toMatchObject({
      requester: { id: adaId },
      verdict: 'blocked',
      current_verdict: 'blocked',
    });
    const decided = data(
      await ops.post('LinkAppealQueueResource', 'update', {
        id: filed.id,
        decision: 'lift',
        note: 'Checked: a real blog.',
      }),
    );
    expect(decided).toMatchObject({ status: 'lifted', current_verdict: 'allowed' });
    expect(
      data(await ada.get('LinkAppealResource', { host: 'mistaken.example' }))[0],
    ).toMatchObject({
      status: 'lifted',
      note: 'Checked: a real blog.',
    });
    expect(
      data(await visitor.request('GET', `/v3/offsite/?url=${encodeURIComponent(url)}`))
        .redirect_status,
    ).toBe('allowed');
    // Decided once only.
    const twice = await ops.post('LinkAppealQueueResource', 'update', {
      id: filed.id,
      decision: 'uphold',
    });
    expect(errorCode(twice)).toBe('conflict');
    expect(twice.body.resource_response.message).toBe(MODERATION_ERRORS.appealDecided);
  });

  it("lifting a list's verdict allows the host over the list", async () => {
    const filed = data(
      await ada.post('LinkAppealResource', 'create', {
        url: 'https://listed.example/page',
        message: 'Not malware.',
      }),
    );
    await ops.post('LinkAppealQueueResource', 'update', { id: filed.id, decision: 'lift' });
    expect(
      data(await visitor.request('GET', '/v3/offsite/?url=https%3A%2F%2Flisted.example%2Fpage'))
        .redirect_status,
    ).toBe('allowed');
  });

  it('upholding keeps the link blocked', async () => {
    await ops.post('LinkRuleResource', 'create', {
      match: 'domain',
      value: 'kept.example',
      verdict: 'blocked',
    });
    const filed = data(
      await bob.post('LinkAppealResource', 'create', {
        url: 'https://kept.example/',
        message: 'Please',
      }),
    );
    const decided = data(
      await ops.post('LinkAppealQueueResource', 'update', {
        id: filed.id,
        decision: 'uphold',
        note: 'Still malware.',
      }),
    );
    expect(decided).toMatchObject({ status: 'upheld', current_verdict: 'blocked' });
    const upheld = data(await ops.get('LinkAppealQueueResource', { status: 'upheld' })) as {
      id: string;
    }[];
    expect(upheld.map((a) => a.id)).toContain(filed.id);
    const log = data(await ops.get('OperatorAuditResource', {})) as {
      action: string;
      target: string;
    }[];
    expect(log.find((a) => a.target === `appeal:${filed.id}`)?.action).toBe('appeal.uphold');
  });

  it('an allowed link cannot be appealed; signed out, an appeal needs a session', async () => {
    const res = await ada.post('LinkAppealResource', 'create', {
      url: 'https://example.com/',
      message: 'x',
    });
    expect(errorCode(res)).toBe('invalid_parameters');
    expect(res.body.resource_response.message).toBe(MODERATION_ERRORS.appealNotBlocked);
    expect(
      errorCode(
        await visitor.post('LinkAppealResource', 'create', {
          url: 'https://kept.example/',
          message: 'x',
        }),
      ),
    ).toBe('unauthorized');
    expect(errorCode(await visitor.get('LinkAppealResource', {}))).toBe('unauthorized');
  });

  it('a person sees only their own appeals', async () => {
    const mine = data(await bob.get('LinkAppealResource', {})) as { host: string }[];
    expect(mine.map((a) => a.host)).toEqual(['kept.example']);
  });
});

async function report(api: ApiClient, pinId: string, reason: string) {
  const res = await api.post('PinFeedbackResource', 'update', {
    pin_id: pinId,
    feedback_type: 'report',
    reason,
  });
  expect(res.status, res.raw).toBe(200);
}

const queue = async () =>
  data(await ops.get('PinReportQueueResource', {})) as {
    pin_id: string;
    reports: number;
    reasons: Record<string, number>;
    pinner: { username: string; suspended: boolean };
  }[];

describe('the report queue', () => {
  it('groups and counts reports by pin; dismiss closes them; a new report reopens', async () => {
    const pin = await createPin(server.ctx, board, bobUser.id);
    await report(ada, pin, 'spam');
    await report(ops, pin, 'spam');
    expect((await queue()).find((r) => r.pin_id === pin)).toMatchObject({
      reports: 2,
      reasons: { spam: 2 },
      pinner: { username: bobUser.username, suspended: false },
    });
    const decided = data(
      await ops.post('PinReportQueueResource', 'update', { pin_id: pin, action: 'dismiss' }),
    );
    expect(decided).toEqual({ pin_id: pin, action: 'dismiss', reports_closed: 2 });
    expect((await queue()).find((r) => r.pin_id === pin)).toBeUndefined();
    expect(
      errorCode(
        await ops.post('PinReportQueueResource', 'update', { pin_id: pin, action: 'dismiss' }),
      ),
    ).toBe('not_found');
    await report(ada, pin, 'misinformation');
    expect((await queue()).find((r) => r.pin_id === pin)?.reports).toBe(1);
  });

  it('removing the pin removes it and every save of it from every grid', async () => {
    const pin = await createPin(server.ctx, board, bobUser.id);
    const adaBoard = await createBoard(server.ctx, adaId, { name: 'Ada saves' });
    const save = await createPin(server.ctx, adaBoard, adaId, { origin_pin_id: pin });
    await report(ada, pin, 'spam');
    await ops.post('PinReportQueueResource', 'update', { pin_id: pin, action: 'remove_pin' });
    expect(errorCode(await visitor.get('PinResource', { id: pin }))).toBe('not_found');
    expect(errorCode(await visitor.get('PinResource', { id: save }))).toBe('not_found');
    expect(ids(await visitor.get('BoardFeedResource', { board_id: board.id }))).not.toContain(pin);
    expect(ids(await visitor.get('BoardFeedResource', { board_id: adaBoard.id }))).not.toContain(
      save,
    );
  });

  it('suspending the account: no sign-in, no session, and its content leaves every surface', async () => {
    const carol = await createUser(server.ctx, { first_name: 'Carol' });
    const carolApi = await clientFor(server, carol);
    const carolBoard = await createBoard(server.ctx, carol.id, { name: 'Carol board' });
    const pin = await createPin(server.ctx, carolBoard, carol.id);
    // Carol's pin saved on Bob's public board also goes: its pinner is suspended.
    const onBob = await createPin(server.ctx, board, carol.id);
    expect(ids(await visitor.get('BoardFeedResource', { board_id: board.id }))).toContain(onBob);
    await report(ada, pin, 'spam');
    await ops.post('PinReportQueueResource', 'update', { pin_id: pin, action: 'suspend_account' });

    expect(errorCode(await carolApi.get('UserResource', {}))).toBeUndefined();
    expect(data(await carolApi.get('UserResource', {}))).toBeNull();
    const signIn = await (await clientFor(server, null)).signIn(carol.username, PASSWORD);
    expect(errorCode(signIn)).toBe('forbidden');
    expect(signIn.body.resource_response.message).toBe(AUTH.suspended);

    expect(errorCode(await visitor.get('PinResource', { id: pin }))).toBe('not_found');
    expect(errorCode(await ada.get('PinResource', { id: onBob }))).toBe('not_found');
    expect(ids(await visitor.get('BoardFeedResource', { board_id: board.id }))).not.toContain(
      onBob,
    );
    expect(errorCode(await visitor.get('UserResource', { username: carol.username }))).toBe(
      'not_found',
    );
    expect(errorCode(await visitor.get('BoardsResource', { username: carol.username }))).toBe(
      'not_found',
    );
    expect(errorCode(await visitor.get('UserPinsResource', { username: carol.username }))).toBe(
      'not_found',
    );
    const people = data(
      await ada.get('BaseSearchResource', { query: 'Carol', scope: 'users' }),
    ) as { id: string }[];
    expect(people.map((p) => p.id)).not.toContain(carol.id);
    const log = data(await ops.get('OperatorAuditResource', {})) as {
      action: string;
      detail: { suspended?: { user: string } };
    }[];
    expect(log.find((a) => a.action === 'report.suspend_account')?.detail.suspended?.user).toBe(
      carol.id,
    );
    expect((await queue()).find((r) => r.pin_id === pin)).toBeUndefined();
  });
});

describe('appeals refuse what cannot be appealed, and keep nothing', () => {
  it.each([
    ['a URL of another scheme', { url: 'X:/OB0zx8B', message: 'x' }, 'invalid_parameters'],
    ['no URL at all', { url: 'not a url', message: 'x' }, 'invalid_parameters'],
    [
      'a pin that does not exist',
      { url: 'https://kept.example/', pin_id: '987654', message: 'x' },
      'not_found',
    ],
  ])('%s', async (_case, options, code) => {
    const before = (data(await ada.get('LinkAppealResource', {})) as unknown[]).length;
    expect(errorCode(await ada.post('LinkAppealResource', 'create', options))).toBe(code);
    expect((data(await ada.get('LinkAppealResource', {})) as unknown[]).length).toBe(before);
  });
});
