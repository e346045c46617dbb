// Options of the pin-creation actions (docs/API.md §3 "Pins and saving", "Uploads"; issue 5):
// PinResource create, the upload registry (VIPResource) and the link preview that fills the
// pin builder from a pasted URL.
import { z } from 'zod';
import {
  BOARD_PIN_DESCRIPTION_MAX,
  PIN_ALT_TEXT_MAX,
  PIN_LINK_MAX,
  PIN_TITLE_MAX,
} from '@corkboard/domain';
import { id, tracking } from './common';
import { webLink } from './saving-schemas';

/** An upload id (a string of digits, like every id). */
const uploadId = id;

export const creatingSchemas = {
  PinResource: {
    create: z.strictObject({
      /** Decided: no board saves to the viewer's profile (quick-saves board), like a repin. */
      board_id: id.nullable().optional(),
      section: id.nullable().optional(),
      title: z.string().trim().max(PIN_TITLE_MAX).optional(),
      description: z.string().max(BOARD_PIN_DESCRIPTION_MAX).optional(),
      link: webLink.nullable().optional(),
      alt_text: z.string().max(PIN_ALT_TEXT_MAX).nullable().optional(),
      /** Exactly one of the three image sources. */
      upload_id: uploadId.optional(),
      image_url: z.string().trim().min(1).max(PIN_LINK_MAX).optional(),
      /** Checked by the handler: anything but a data string answers 'Invalid Image'. */
      image_base64: z.unknown().optional(),
      method: z.string().max(64).optional(),
      guid: z.string().max(128).optional(),
      ...tracking,
    }),
  },
  VIPResource: {
    create: z.strictObject({ type: z.literal('pinimage'), ...tracking }),
    get: z.strictObject({ upload_ids: z.array(uploadId).min(1).max(50), ...tracking }),
  },
  LinkPreviewResource: {
    get: z.strictObject({ url: z.string().trim().min(1).max(PIN_LINK_MAX), ...tracking }),
  },
};
