// Invite codes of shared ideas (issue 16; migrations/0025-invite-codes.ts): one per sender, pin
// and channel, made on first ask and answered the same after.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { idString, toNumber } from './row-mapping';
import type { Database } from './schema/database';

export interface InviteCodeRow {
  code: string;
  senderId: string;
  pinId: string;
  channel: number;
  createdAt: number;
}

/** 72 random bits as 12 url-safe characters (domain INVITE_CODE_PATTERN). */
const newCode = (): string => randomBytes(9).toString('base64url');

export function inviteCodesStore(db: Kysely<Database>) {
  const find = async (senderId: string, pinId: string, channel: number) =>
    db
      .selectFrom('invite_codes')
      .select('code')
      .where('sender_id', '=', senderId)
      .where('pin_id', '=', pinId)
      .where('channel', '=', channel)
      .executeTakeFirst();
  return {
    async byCode(code: string): Promise<InviteCodeRow | null> {
      const row = await db
        .selectFrom('invite_codes')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirst();
      if (!row) return null;
      return {
        code: row.code,
        senderId: idString(row.sender_id),
        pinId: idString(row.pin_id),
        channel: row.channel,
        createdAt: toNumber(row.created_at),
      };
    },
    /** The sender's code for the pin on the channel, made when it is the first ask. */
    async codeFor(input: {
      senderId: string;
      pinId: string;
      channel: number;
      at: number;
    }): Promise<string> {
      const held = await find(input.senderId, input.pinId, input.channel);
      if (held) return held.code;
      const code = newCode();
      // Two first asks at once: the unique index keeps one, and both answer it.
      await db
        .insertInto('invite_codes')
        .values({
          code,
          sender_id: input.senderId,
          pin_id: input.pinId,
          channel: input.channel,
          created_at: input.at,
        })
        .onConflict((c) => c.columns(['sender_id', 'pin_id', 'channel']).doNothing())
        .execute();
      return (await find(input.senderId, input.pinId, input.channel))?.code ?? code;
    },
  };
}

export type InviteCodesStore = ReturnType<typeof inviteCodesStore>;
