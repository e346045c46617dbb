// PinResource create (docs/API.md §3; spec 002 §7, §8, reqs 002-7.08, 002-5.05: "Invalid Image" for
// an image that is not a string): a new original pin of the viewer from one image source — a
// processed upload (`upload_id`), an address the server fetches through the guarded fetcher
// (`image_url`), or a base64 data string (`image_base64`) — on a board they may save to (none:
// their profile, the quick-saves board). The board and section are checked first, so a caller who
// may not save there learns so before anything is fetched or processed; image work then runs in the
// media workers, and the transaction checks the board again and writes the pin, tagged with the
// interests its text names (interestsOfPinText: topic pages grow with what people create).
import { domainFromUrl, interestsOfPinText, UPLOAD } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError, invalid } from '../http/errors';
import { MediaError } from '../media/index';
import { isGuardedFetchError } from '../net/index';
import { toJson } from '../storage/row-mapping';
import { inTransaction } from '../storage/transaction';
import type { Actor } from './enforce';
import { ensureQuickSavesBoard } from './quick-saves-board';
import { sectionOf, targetBoard } from './save-pin';
import { keepImage, recordDirectImage, uploadedSignature } from './uploads';
import { refuseBlockedLink } from './refuse-blocked-link';

export const INVALID_IMAGE = UPLOAD.invalidImage;

export type ImageSource =
  | { kind: 'upload'; uploadId: string }
  | { kind: 'url'; url: string }
  | { kind: 'base64'; data: unknown };

export interface NewPin {
  image: ImageSource;
  /** The client's address: image uploads count against its quota too. */
  address: string;
  boardId: string | null;
  sectionId: string | null;
  title: string;
  description: string;
  link: string | null;
  altText: string | null;
  method: string;
}

/** A data string: `data:image/…;base64,…` or bare base64. Anything else is 'Invalid Image'. */
export function decodeImageBase64(value: unknown): Buffer {
  if (typeof value !== 'string') throw invalid(INVALID_IMAGE);
  const match = /^data:image\/[a-z0-9.+-]+;base64,(.*)$/is.exec(value.trim());
  const payload = (match ? match[1]! : value).replace(/\s+/g, '');
  if (payload.length === 0 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(payload)) {
    throw invalid(INVALID_IMAGE);
  }
  return Buffer.from(payload, 'base64');
}

function mediaFailure(error: unknown): AppError {
  const media = error instanceof MediaError ? error : MediaError.fromSerialized(error);
  if (media.isInputError) return invalid(media.message);
  if (media.code === 'busy') return new AppError('rate_limited', media.message);
  return new AppError('internal', media.message);
}

async function ingest(app: AppContext, input: Buffer): Promise<string> {
  try {
    const image = await app.services.media.ingest(input);
    await keepImage(app, image);
    return image.signature;
  } catch (error) {
    throw mediaFailure(error);
  }
}

/** The signature of the pin's image, processed by the workers when it is new. */
async function imageSignature(app: AppContext, actor: Actor, source: ImageSource, address: string) {
  if (source.kind === 'upload') return uploadedSignature(app, actor.id, source.uploadId);
  if (source.kind === 'base64') {
    const bytes = decodeImageBase64(source.data);
    await recordDirectImage(app, actor, 'pinimage_base64', address);
    return ingest(app, bytes);
  }
  await recordDirectImage(app, actor, 'pinimage_url', address);
  let body: Buffer;
  try {
    body = (await app.services.fetcher.fetchImage(source.url)).body;
  } catch (error) {
    if (isGuardedFetchError(error)) throw invalid(error.message);
    throw error;
  }
  return ingest(app, body);
}

export async function createPin(app: AppContext, actor: Actor, input: NewPin): Promise<string> {
  await refuseBlockedLink(app, input.link);
  if (input.boardId !== null) {
    const board = await targetBoard(app.stores, actor, input.boardId);
    if (input.sectionId !== null) await sectionOf(app.stores, board, input.sectionId);
  }
  const signature = await imageSignature(app, actor, input.image, input.address);
  const rich = input.link ? app.services.links.richColumnsFor(input.link) : null;
  // Decided before the transaction, which then holds the write connection only for its writes.
  const interestIds = interestsOfPinText(
    { title: input.title, description: input.description, category: null },
    await app.stores.interests.names(),
  );
  return inTransaction(app.storage, async (stores) => {
    const at = app.now();
    const board =
      input.boardId === null
        ? (await ensureQuickSavesBoard(stores, actor.id, at)).board
        : await targetBoard(stores, actor, input.boardId);
    const section =
      input.sectionId === null ? null : await sectionOf(stores, board, input.sectionId);
    const pinId = await stores.pinWrites.insert({
      board_id: board.id,
      section_id: section?.id ?? null,
      pinner_id: actor.id,
      origin_pin_id: null,
      board_privacy: board.privacy,
      native_creator_id: actor.id,
      promoter_id: null,
      title: input.title,
      description: input.description,
      link: input.link,
      domain: input.link ? domainFromUrl(input.link) : null,
      alt_text: input.altText,
      auto_alt_text: null,
      seo_title: null,
      seo_description: null,
      category: null,
      image_signature: signature,
      method: input.method,
      is_promoted: 0,
      is_downstream_promotion: 0,
      is_video: 0,
      is_eligible_for_pdp: 0,
      is_oos_product: rich?.is_oos_product ? 1 : 0,
      is_stale_product: 0,
      is_shoppable: 0,
      shopping_flags: toJson([]),
      rich_metadata: toJson(rich?.rich_metadata ?? null),
      rich_summary: toJson(rich?.rich_summary ?? null),
      carousel_data: null,
      story_pin_data: null,
      collection_pin: null,
      videos: null,
      embed: null,
      sponsorship: null,
      aggregated_pin_data: null,
      reaction_counts: toJson({}),
      advertiser_id: null,
      campaign_id: null,
      pin_promotion_id: null,
      ad_match_reason: null,
      digital_media_source_type: null,
      is_go_linkless: 0,
      created_at: at,
      updated_at: at,
    });
    await stores.interests.tag(pinId, interestIds);
    await stores.boardWrites.touchLastPinned(String(board.id), at);
    return pinId;
  });
}
