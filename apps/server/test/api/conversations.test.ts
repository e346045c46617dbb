// Conversations (issue 16, "/conversation/{id}: messages between people, with pins sent inside
// them"), on both engines: one conversation per pair whoever writes first, messages of words, a
// pin or both, newest first and keyset; the list with the latest first and unread marks; only
// its two members read it; nobody writes across a block or to themselves; a sent pin shows only
// where the reader could see it; a message is news for the other person; its sender, and only
// they, may delete it, for both.
import { CONVERSATION_ERRORS, MESSAGE_TEXT_MAX } from '@corkboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { createBoard, createPin } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode, signedInPerson } from './saving-fixtures';

let server: TestServer;

interface Message {
  id: string;
  conversation_id: string;
  sender: { id: string };
  text: string;
  pin: { id: string; title: string } | null;
}
interface Conversation {
  id: string;
  with: { id: string };
  last_message: Message | null;
  unread: boolean;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const person = (name: string) => signedInPerson(server, name);
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
async function writeTo(api: ApiClient, userId: string, options: Record<string, unknown>) {
  const res = await api.post('ConversationResource', 'create', { user_id: userId, ...options });
  expect(res.status).toBe(200);
  await tick();
  return data(res) as Conversation;
}
async function messages(api: ApiClient, id: string, more: Record<string, unknown> = {}) {
  const res = await api.get('ConversationMessagesResource', { conversation_id: id, ...more });
  expect(res.status).toBe(200);
  return { items: data(res) as Message[], bookmark: res.body.resource_response.bookmark as string };
}
const list = async (api: ApiClient) =>
  data(await api.get('ConversationsResource', {})) as Conversation[];

describe('ConversationResource create: writing to a person', () => {
  it('one conversation per pair, whoever writes first; messages newest first', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const first = await writeTo(ada.api, bob.id, { text: 'Hello Bob' });
    expect(first).toMatchObject({ with: { id: bob.id }, last_message: { text: 'Hello Bob' } });
    const back = await writeTo(bob.api, ada.id, { text: '  Hi Ada  ' });
    expect(back.id).toBe(first.id);
    const res = await ada.api.post('ConversationMessagesResource', 'create', {
      conversation_id: first.id,
      text: 'How are you?',
    });
    expect(data(res)).toMatchObject({ sender: { id: ada.id }, text: 'How are you?' });
    expect((await messages(bob.api, first.id)).items.map((m) => m.text)).toEqual([
      'How are you?',
      'Hi Ada',
      'Hello Bob',
    ]);
  });

  it('a pin is sent inside a message, alone or with words; the reader sees it', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const board = await createBoard(server.ctx, ada.id, { name: 'Gates' });
    const pin = await createPin(server.ctx, board, ada.id, { title: 'A green gate' });
    const c = await writeTo(ada.api, bob.id, { pin_id: pin });
    expect(c.last_message).toMatchObject({ text: '', pin: { id: pin, title: 'A green gate' } });
    await writeTo(ada.api, bob.id, { pin_id: pin, text: 'Look' });
    const seen = (await messages(bob.api, c.id)).items;
    expect(seen.map((m) => [m.text, m.pin?.id])).toEqual([
      ['Look', pin],
      ['', pin],
    ]);
  });

  it('refuses an empty message, text over the limit, oneself, and a pin the sender cannot see', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const carol = await person('Carol');
    const empty = await ada.api.post('ConversationResource', 'create', {
      user_id: bob.id,
      text: '  ',
    });
    expect(errorCode(empty)).toBe('invalid_parameters');
    expect(empty.body.resource_response.message).toBe(CONVERSATION_ERRORS.empty);
    expect(
      errorCode(
        await ada.api.post('ConversationResource', 'create', {
          user_id: bob.id,
          text: 'x'.repeat(MESSAGE_TEXT_MAX + 1),
        }),
      ),
    ).toBe('invalid_parameters');
    expect(
      errorCode(
        await ada.api.post('ConversationResource', 'create', { user_id: ada.id, text: 'me' }),
      ),
    ).toBe('invalid_parameters');
    const secret = await createBoard(server.ctx, carol.id, { name: 'Hush', privacy: 'secret' });
    const hidden = await createPin(server.ctx, secret, carol.id);
    expect(
      errorCode(
        await ada.api.post('ConversationResource', 'create', { user_id: bob.id, pin_id: hidden }),
      ),
    ).toBe('not_found');
    expect(await list(ada.api)).toEqual([]);
    const visitor = await clientFor(server, null);
    expect(
      errorCode(
        await visitor.post('ConversationResource', 'create', { user_id: bob.id, text: 'hi' }),
      ),
    ).toBe('unauthorized');
  });

  it('a pin that went secret after it was sent is not shown to the other person', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const board = await createBoard(server.ctx, ada.id, { name: 'Soon secret' });
    const pin = await createPin(server.ctx, board, ada.id);
    const c = await writeTo(ada.api, bob.id, { pin_id: pin, text: 'this one' });
    await server.ctx.storage.db
      .updateTable('pins')
      .set({ board_privacy: 'secret' })
      .where('id', '=', pin)
      .execute();
    expect((await messages(bob.api, c.id)).items[0]).toMatchObject({ text: 'this one', pin: null });
    // Its own pinner still sees it.
    expect((await messages(ada.api, c.id)).items[0]?.pin?.id).toBe(pin);
  });
});

describe('who reads a conversation', () => {
  it('only its two members; anyone else and signed out get not_found / unauthorized', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const eve = await person('Eve');
    const c = await writeTo(ada.api, bob.id, { text: 'private' });
    for (const [name, options] of [
      ['ConversationResource', { conversation_id: c.id }],
      ['ConversationMessagesResource', { conversation_id: c.id }],
    ] as const) {
      expect(errorCode(await eve.api.get(name, options))).toBe('not_found');
    }
    expect(
      errorCode(
        await eve.api.post('ConversationMessagesResource', 'create', {
          conversation_id: c.id,
          text: 'let me in',
        }),
      ),
    ).toBe('not_found');
    const visitor = await clientFor(server, null);
    expect(errorCode(await visitor.get('ConversationsResource', {}))).toBe('unauthorized');
  });

  it('a block puts the conversation away for both and stops new messages', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const c = await writeTo(ada.api, bob.id, { text: 'before' });
    const res = await bob.api.post('UserBlockResource', 'create', {
      blocked_user_id: ada.id,
      block_source: 'profile',
      block_context: 'more menu',
    });
    expect(res.status).toBe(200);
    expect(await list(ada.api)).toEqual([]);
    expect(await list(bob.api)).toEqual([]);
    expect(
      errorCode(await ada.api.get('ConversationMessagesResource', { conversation_id: c.id })),
    ).toBe('not_found');
    // The blocked one cannot find the blocker; the blocker is told to unblock first.
    expect(
      errorCode(
        await ada.api.post('ConversationResource', 'create', { user_id: bob.id, text: 'hi' }),
      ),
    ).toBe('not_found');
    expect(
      errorCode(
        await bob.api.post('ConversationResource', 'create', { user_id: ada.id, text: 'hi' }),
      ),
    ).toBe('forbidden');
  });
});

describe('ConversationsResource: the list', () => {
  it('the latest message first, unread for the one who has not read it, read once marked', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const carol = await person('Carol');
    const withBob = await writeTo(bob.api, ada.id, { text: 'from bob' });
    const withCarol = await writeTo(carol.api, ada.id, { text: 'from carol' });
    let mine = await list(ada.api);
    expect(mine.map((c) => [c.with.id, c.unread])).toEqual([
      [carol.id, true],
      [bob.id, true],
    ]);
    // The sender has read what they sent.
    expect((await list(bob.api))[0]).toMatchObject({ id: withBob.id, unread: false });
    const read = await ada.api.post('ConversationResource', 'update', {
      conversation_id: withBob.id,
    });
    expect(data(read)).toMatchObject({ id: withBob.id, unread: false });
    await ada.api.post('ConversationMessagesResource', 'create', {
      conversation_id: withBob.id,
      text: 'reply',
    });
    mine = await list(ada.api);
    expect(mine.map((c) => [c.id, c.unread])).toEqual([
      [withBob.id, false],
      [withCarol.id, true],
    ]);
  });

  it('messages page keyset, newest first, with no repeat; a message is news for the other', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const c = await writeTo(ada.api, bob.id, { text: 'm0' });
    for (let i = 1; i < 5; i += 1) {
      await ada.api.post('ConversationMessagesResource', 'create', {
        conversation_id: c.id,
        text: `m${i}`,
      });
    }
    const one = await messages(bob.api, c.id, { page_size: 3 });
    const two = await messages(bob.api, c.id, { page_size: 3, bookmarks: [one.bookmark] });
    expect([...one.items, ...two.items].map((m) => m.text)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
    expect(two.bookmark).toBe('-end-');
    const news = data(await bob.api.get('NewsHubResource', {})) as {
      kind: string;
      message: { conversation_id: string; text: string } | null;
    }[];
    expect(news[0]).toMatchObject({
      kind: 'messaged_you',
      message: { conversation_id: c.id, text: 'm4' },
    });
    expect(news.filter((n) => n.kind === 'messaged_you')).toHaveLength(5);
    const adaNews = data(await ada.api.get('NewsHubResource', {})) as unknown[];
    expect(adaNews).toEqual([]);
    // The badge counts them until the conversation is read, there or in the hub.
    const badge = async () =>
      (data(await bob.api.get('NewsHubBadgeResource', {})) as { unread_count: number })
        .unread_count;
    expect(await badge()).toBe(5);
    await bob.api.post('ConversationResource', 'update', { conversation_id: c.id });
    expect(await badge()).toBe(0);
  });
});

describe('ConversationMessagesResource delete: "a person may delete the messages they sent"', () => {
  it('the sender deletes one for both: it leaves the thread, the preview and the news', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const c = await writeTo(ada.api, bob.id, { text: 'first' });
    const sent = data(
      await ada.api.post('ConversationMessagesResource', 'create', {
        conversation_id: c.id,
        text: 'oops, wrong person',
      }),
    ) as Message;
    expect((await list(bob.api))[0]?.last_message?.text).toBe('oops, wrong person');
    const res = await ada.api.post('ConversationMessagesResource', 'delete', {
      conversation_id: c.id,
      message_id: sent.id,
    });
    expect(res.status, res.raw).toBe(200);
    for (const api of [ada.api, bob.api]) {
      expect((await messages(api, c.id)).items.map((m) => m.text)).toEqual(['first']);
    }
    expect((await list(bob.api))[0]?.last_message?.text).toBe('first');
    const news = data(await bob.api.get('NewsHubResource', {})) as {
      kind: string;
      message: { text: string } | null;
    }[];
    expect(news.filter((n) => n.kind === 'messaged_you').map((n) => n.message?.text)).toEqual([
      'first',
    ]);
  });

  it("nobody deletes the other's message, one of another conversation, or one that is gone", async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const carol = await person('Carol');
    const c = await writeTo(ada.api, bob.id, { text: 'mine' });
    const [mine] = (await messages(ada.api, c.id)).items;
    const del = (api: ApiClient, conversationId: string, messageId: string) =>
      api.post('ConversationMessagesResource', 'delete', {
        conversation_id: conversationId,
        message_id: messageId,
      });
    expect(errorCode(await del(bob.api, c.id, mine!.id))).toBe('forbidden');
    const other = await writeTo(carol.api, ada.id, { text: 'from carol' });
    // A message of another conversation is not in this one.
    expect(errorCode(await del(ada.api, other.id, mine!.id))).toBe('not_found');
    // Someone outside the conversation does not learn it exists.
    expect(errorCode(await del(carol.api, c.id, mine!.id))).toBe('not_found');
    expect((await del(ada.api, c.id, mine!.id)).status).toBe(200);
    expect(errorCode(await del(ada.api, c.id, mine!.id))).toBe('not_found');
    expect(errorCode(await del(ada.api, c.id, 'x'))).toBe('invalid_parameters');
  });
});
