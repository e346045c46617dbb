// Options of the saving and board-management actions (docs/API.md §3 "Pins and saving"), spread
// into `resourceSchemas` (resources.ts). Strict objects: an unknown field is
// `invalid_parameters` naming it. Text limits are spec 002 §5 (req 002-5.12: board title 50,
// board pin description 500, first name 30) and limits.ts.
import { z } from 'zod';
import {
  BOARD_DESCRIPTION_MAX,
  BOARD_LAYOUTS,
  BOARD_NAME_MAX,
  BOARD_PIN_DESCRIPTION_MAX,
  BOARD_PRIVACIES,
  BOARD_SECTION_TITLE_MAX,
  BULK_EDIT_PINS_MAX,
  PIN_ALT_TEXT_MAX,
  PIN_LINK_MAX,
  PIN_TITLE_MAX,
  REACTION_TYPES,
  SURFACE_TAG_MAX,
  USER_STATE_VALUE_MAX,
  USER_STATES,
  USERNAME_MAX,
  VALIDATION_TEXT,
} from '@corkboard/domain';
import { id, tracking } from './common';

const boardName = z.string().trim().min(1).max(BOARD_NAME_MAX);
const sectionTitle = z.string().trim().min(1).max(BOARD_SECTION_TITLE_MAX);
const privacy = z.enum(BOARD_PRIVACIES);

function isWebLink(value: string): boolean {
  if (value === '') return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** A pin link: http(s) only (req 000-5.36, 002-5.10); '' or null clears it. */
export const webLink = z
  .string()
  .trim()
  .max(PIN_LINK_MAX)
  .refine(isWebLink, { message: VALIDATION_TEXT.webLink });

export const savingSchemas = {
  RepinResource: {
    create: z.strictObject({
      pin_id: id,
      /** No board: the viewer's quick-saves board (created once). */
      board_id: id.nullable().optional(),
      /** A section id of the target board. */
      section: id.nullable().optional(),
      user_id: id.optional(),
      eventContext: z.record(z.string(), z.unknown()).optional(),
      disable_event_log_info: z.boolean().optional(),
      ...tracking,
    }),
  },
  PinResource: {
    update: z.strictObject({
      id,
      title: z.string().trim().max(PIN_TITLE_MAX).optional(),
      description: z.string().max(BOARD_PIN_DESCRIPTION_MAX).optional(),
      link: webLink.nullable().optional(),
      alt_text: z.string().max(PIN_ALT_TEXT_MAX).nullable().optional(),
      board_id: id.optional(),
      /** A section id of the (target) board; null takes the pin out of its section. */
      section: id.nullable().optional(),
      ...tracking,
    }),
    delete: z.strictObject({ id, ...tracking }),
  },
  /** Ours (issue 13): one reaction per person per pin, the pin shown (not its original). */
  PinReactionResource: {
    create: z.strictObject({ pin_id: id, reaction_type: z.enum(REACTION_TYPES), ...tracking }),
    delete: z.strictObject({ pin_id: id, ...tracking }),
  },
  BoardResource: {
    create: z
      .strictObject({
        name: boardName,
        privacy: privacy.optional(),
        description: z.string().max(BOARD_DESCRIPTION_MAX).optional(),
        layout: z.enum(BOARD_LAYOUTS).optional(),
        /** Req 002-7.02, the quick-save call: `protected: true` asks for a protected board. */
        protected: z.boolean().optional(),
        return_existing: z.boolean().optional(),
        /** Spec 002 §7, req 002-7.01, sends the acting user; it must be the viewer. */
        username: z.string().min(1).max(USERNAME_MAX).optional(),
        user_id: id.optional(),
        ...tracking,
      })
      .superRefine((options, ctx) => {
        // Req 002-7.02: the quick-save creation sends no privacy; every other creation does.
        const implied = options.layout === 'quick_saves' || options.protected !== undefined;
        if (options.privacy === undefined && !implied) {
          ctx.addIssue({ code: 'custom', path: ['privacy'], message: 'is required' });
        }
      }),
    update: z.strictObject({
      board_id: id,
      name: boardName.optional(),
      description: z.string().max(BOARD_DESCRIPTION_MAX).optional(),
      privacy: privacy.optional(),
      ...tracking,
    }),
    delete: z.strictObject({ board_id: id, ...tracking }),
  },
  BoardSectionResource: {
    create: z.strictObject({ board_id: id, title: sectionTitle, ...tracking }),
    update: z.strictObject({
      section_id: id,
      title: sectionTitle,
      board_id: id.optional(),
      ...tracking,
    }),
    delete: z.strictObject({ section_id: id, board_id: id.optional(), ...tracking }),
  },
  BoardOrderResource: {
    update: z.strictObject({
      board_id: id,
      before_board_id: id.nullable().optional(),
      ...tracking,
    }),
  },
  BulkEditResource: {
    delete: z.strictObject({
      board_id: id,
      section_id: id.nullable().optional(),
      pin_ids: z.array(id).min(1).max(BULK_EDIT_PINS_MAX),
      ...tracking,
    }),
  },
  UserStateResource: {
    create: z.strictObject({
      state: z.enum(USER_STATES),
      value: z.string().max(USER_STATE_VALUE_MAX),
      ...tracking,
    }),
    get: z.strictObject({ state: z.enum(USER_STATES), ...tracking }),
  },
  UserSettingsResource: {
    update: z.strictObject({
      allow_analytic_cookies: z.boolean().optional(),
      allow_marketing_cookies: z.boolean().optional(),
      allow_personalization_cookies: z.boolean().optional(),
      surface_tag: z.string().trim().max(SURFACE_TAG_MAX).nullable().optional(),
      /** Spec 002 §3, req 002-3.06: 0 = save to profile, 1 = show the board picker. */
      save_behavior: z.literal([0, 1]).optional(),
      dark_mode: z.boolean().optional(),
      ...tracking,
    }),
  },
} as const;
