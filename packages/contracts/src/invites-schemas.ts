// Shared ideas (issue 16, area INVITE; rules in domain invites/shared-idea.ts): a pin page's
// `invite_code` names who shared it. `InviteCodeMetadataResource get` is the spec's lookup
// ("reads resource_response.data (sender, invite_channel)"); `InviteCodeResource create` is
// ours, what the Send dialog's copy link and share sheet ask for.
import { z } from 'zod';
import { CLIENT_INVITE_CHANNELS, INVITE_CODE_PATTERN } from '@corkboard/domain';
import { id, tracking } from './common';
import { component, wireId } from './components';

export const inviteCode = z.string().regex(INVITE_CODE_PATTERN, 'not an invite code');

export const inviteSchemas = {
  /**
   * Who shared a pin, by its code; signed out too. `not_found` for an unknown code, a sender
   * no longer here or in a block with the viewer, and a pin the viewer may not see.
   */
  InviteCodeMetadataResource: {
    get: z.strictObject({ invite_code: inviteCode, ...tracking }),
  },
  /** The viewer's code for sharing a pin on a channel: the same code each time they ask. */
  InviteCodeResource: {
    create: z.strictObject({
      pin_id: id,
      invite_channel: z
        .number()
        .int()
        .refine((channel) => CLIENT_INVITE_CHANNELS.includes(channel), {
          message: 'copy link (1) or share sheet (2)',
        }),
      ...tracking,
    }),
  },
} as const;

export const InviteSenderSchema = component(
  'InviteSender',
  z
    .strictObject({
      id: wireId,
      first_name: z.string(),
      full_name: z.string(),
      image_medium_url: z.string().nullable(),
      is_default_image: z.boolean().describe('No picture of their own: show their initial.'),
      should_show_messaging: z
        .boolean()
        .describe('The viewer is signed in and may write to them (a conversation).'),
    })
    .describe('The person who shared an idea.'),
);

export const InviteMetadataSchema = component(
  'InviteMetadata',
  z
    .strictObject({
      invite_code: z.string(),
      invite_channel: z.number().int().describe('1 copy link, 2 share sheet, 5 a message'),
      pin_id: wireId,
      sender: InviteSenderSchema,
      url: z.string().describe("The pin page's path with the code: what is copied or sent."),
    })
    .describe('A shared idea: which pin, shared by whom, on which channel.'),
);
export type InviteMetadata = z.output<typeof InviteMetadataSchema>;
