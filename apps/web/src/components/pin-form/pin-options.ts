// The options of PinResource create and update (docs/API.md §3 "Pins and saving") from the form's
// state: one image source, trimmed texts, and the board choice ("Profile" is no board_id,
// which the server takes as the viewer's quick-saves board).
import type { ResourceOptions } from '@corkboard/contracts';
import type { PinDraft } from '@corkboard/domain';

/** Where the pin's image comes from: a finished upload, or an address the server fetches. */
export type PinImageSource = { uploadId: string } | { imageUrl: string };

export interface BoardTarget {
  boardId: string | null;
  sectionId: string | null;
}

export function pinCreateOptions(
  draft: PinDraft,
  image: PinImageSource,
  target: BoardTarget,
): ResourceOptions<'PinResource', 'create'> {
  const options: ResourceOptions<'PinResource', 'create'> =
    'uploadId' in image ? { upload_id: image.uploadId } : { image_url: image.imageUrl };
  const title = draft.title.trim();
  const description = draft.description.trim();
  const link = draft.link.trim();
  const altText = draft.altText.trim();
  if (title) options.title = title;
  if (description) options.description = description;
  if (link) options.link = link;
  if (altText) options.alt_text = altText;
  if (target.boardId) {
    options.board_id = target.boardId;
    if (target.sectionId) options.section = target.sectionId;
  }
  return options;
}

/** Every field is sent, so clearing one clears it (an empty link or alt text is null). */
export function pinUpdateOptions(
  id: string,
  draft: PinDraft,
  target: BoardTarget,
): ResourceOptions<'PinResource', 'update'> {
  return {
    id,
    title: draft.title.trim(),
    description: draft.description.trim(),
    link: draft.link.trim() || null,
    alt_text: draft.altText.trim() || null,
    // A move needs a board; without one the pin stays where it is.
    ...(target.boardId ? { board_id: target.boardId } : {}),
    section: target.sectionId,
  };
}
