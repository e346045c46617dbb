// The settings' profile and account deletion (issue 16). Ours: the spec names only /settings.
import { z } from 'zod';
import {
  ABOUT_MAX,
  FIRST_NAME_MAX,
  LAST_NAME_MAX,
  PASSWORD_MAX,
  USERNAME_MAX,
} from '@corkboard/domain';
import { id, tracking } from './common';

export const accountSchemas = {
  /** The viewer's public profile: names, About, username (a new profile address), photo. */
  UserProfileResource: {
    update: z.strictObject({
      first_name: z.string().max(FIRST_NAME_MAX).optional(),
      last_name: z.string().max(LAST_NAME_MAX).optional(),
      about: z.string().max(ABOUT_MAX).optional(),
      username: z.string().min(1).max(USERNAME_MAX).optional(),
      avatar_upload_id: id
        .nullable()
        .optional()
        .describe(
          'A finished upload of the viewer (VIPResource) as the profile photo; null removes it.',
        ),
      ...tracking,
    }),
  },
  /** Deletes the viewer's account and everything of it, asked with its password. */
  UserAccountResource: {
    delete: z.strictObject({ password: z.string().min(1).max(PASSWORD_MAX), ...tracking }),
  },
} as const;
