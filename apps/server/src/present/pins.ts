// A pin row plus its hydrated relations → the wire Pin of docs/API.md §2.
import type { Pin, RichMetadata, SavedInfo, Sponsorship } from '@corkboard/contracts';
import { QUICK_SAVES_LAYOUT } from '@corkboard/domain';
import type { BoardRow } from '../storage/boards-store';
import type { ImageRow } from '../storage/images-store';
import type { PinRow } from '../storage/pins-store';
import type { UserRow } from '../storage/users-store';
import { fromJson, idString, isoTime, toFlag } from '../storage/row-mapping';
import { presentBoardRef } from './boards';
import { expandNestedImages, imageVariants } from './images';
import { presentUserSummary } from './users';

export interface PinHydration {
  boards: Map<string, BoardRow>;
  users: Map<string, UserRow>;
  /** Users a block separates from the viewer: no summary of them is shown (native creator,
   * promoter, sponsor). Pins of their own are already left out by the block filter. */
  separated?: ReadonlySet<string>;
  images: Map<string, ImageRow>;
  /** Root pin id → the viewer's own copy, for `saved_info`. */
  saved: Map<string, { local_pin_id: string; board_id: string }>;
  viewerId: string | null;
  isBot: boolean;
  /** Pin id → why a feed shows it (feeds/recommendations.ts); absent outside feeds. */
  recommendations?: Map<string, PinRecommendation>;
}

/** A feed's reason for a pin (req 000-3.18 recommendationReason), before presenting. */
export interface PinRecommendation {
  reason: string;
  reason_id: string | null;
  /** The board the reason names (hydrated with the page's boards). */
  board_id: string | null;
  /** The interest it came through (req 000-3.19 sourceInterest). */
  interest: { id: string; name: string; url_name: string } | null;
}

export function presentPin(row: PinRow, h: PinHydration): Pin | null {
  const board = h.boards.get(idString(row.board_id));
  const owner = board ? h.users.get(idString(board.owner_id)) : undefined;
  const pinner = h.users.get(idString(row.pinner_id));
  if (!board || !owner || !pinner) return null;
  // A suspended account's content leaves every surface (issue 14): its pins, and every pin on
  // its boards.
  if (owner.suspended_at !== null || pinner.suspended_at !== null) return null;
  const image = h.images.get(row.image_signature);
  const shown = (id: number | string | null | undefined) =>
    id === null || id === undefined || h.separated?.has(idString(id))
      ? undefined
      : h.users.get(idString(id));
  const user = (id: number | string | null) => {
    const u = shown(id);
    return u ? presentUserSummary(u) : null;
  };
  const sponsorshipRaw = fromJson<{ status: number; sponsor_id: string | null }>(row.sponsorship);
  const sponsor = shown(sponsorshipRaw?.sponsor_id);
  const sponsorship: Sponsorship | null = sponsorshipRaw
    ? {
        status: sponsorshipRaw.status,
        sponsor: sponsor
          ? {
              id: idString(sponsor.id),
              username: sponsor.username,
              full_name: presentUserSummary(sponsor).full_name,
            }
          : null,
      }
    : null;
  const nested = <T>(value: unknown): T | null => {
    const parsed = fromJson<T>(value);
    return parsed === null ? null : expandNestedImages(parsed, h.images, h.isBot);
  };
  const rootId = idString(row.origin_pin_id ?? row.id);
  const own = h.viewerId !== null && h.viewerId === idString(row.pinner_id);
  return {
    id: idString(row.id),
    title: row.title,
    grid_title: row.title,
    description: row.description,
    link: row.link,
    tracked_link: row.link,
    domain: row.domain,
    dominant_color: image?.dominant_color ?? '#efefef',
    image_signature: row.image_signature,
    images: imageVariants(image, h.isBot),
    alt_text: row.alt_text,
    auto_alt_text: row.auto_alt_text,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    category: row.category,
    created_at: isoTime(row.created_at),
    is_promoted: toFlag(row.is_promoted),
    is_downstream_promotion: toFlag(row.is_downstream_promotion),
    is_video: toFlag(row.is_video),
    is_repin: row.origin_pin_id !== null,
    board: presentBoardRef(board, owner),
    section_id: row.section_id === null ? null : idString(row.section_id),
    pinner: presentUserSummary(pinner),
    native_creator: user(row.native_creator_id),
    origin_pinner: null,
    promoter: user(row.promoter_id),
    sponsorship,
    rich_summary: fromJson<RichMetadata>(row.rich_summary),
    rich_metadata: fromJson<RichMetadata>(row.rich_metadata),
    shopping_flags: fromJson<number[]>(row.shopping_flags) ?? [],
    is_eligible_for_pdp: toFlag(row.is_eligible_for_pdp),
    is_oos_product: toFlag(row.is_oos_product),
    is_stale_product: toFlag(row.is_stale_product),
    is_shoppable: toFlag(row.is_shoppable),
    carousel_data: nested(row.carousel_data),
    story_pin_data: nested(row.story_pin_data),
    collection_pin: nested(row.collection_pin),
    videos: fromJson(row.videos),
    embed: fromJson(row.embed),
    reaction_counts: fromJson<Record<string, number>>(row.reaction_counts) ?? {},
    aggregated_pin_data: fromJson(row.aggregated_pin_data),
    saved_info: h.viewerId ? savedInfo(h.saved.get(rootId), h) : null,
    access: own ? ['write', 'delete'] : [],
    advertiser_id: row.advertiser_id,
    campaign_id: row.campaign_id,
    pin_promotion_id: row.pin_promotion_id,
    ad_match_reason: row.ad_match_reason,
    digital_media_source_type: row.digital_media_source_type,
    // Only an ad goes linkless: a save of one is an ordinary pin with its link.
    is_go_linkless: toFlag(row.is_promoted) && toFlag(row.is_go_linkless),
    ...presentRecommendation(h.recommendations?.get(idString(row.id)), h),
  };
}

function presentRecommendation(
  rec: PinRecommendation | undefined,
  h: PinHydration,
): Pick<Pin, 'recommendation_reason' | 'source_interest'> {
  if (!rec) return { recommendation_reason: null, source_interest: null };
  const board = rec.board_id === null ? undefined : h.boards.get(rec.board_id);
  const owner = board ? h.users.get(idString(board.owner_id)) : undefined;
  return {
    recommendation_reason: {
      reason: rec.reason,
      reason_id: rec.reason_id,
      board: board && owner ? presentBoardRef(board, owner) : null,
    },
    source_interest: rec.interest,
  };
}

function savedInfo(
  copy: { local_pin_id: string; board_id: string } | undefined,
  h: PinHydration,
): SavedInfo | null {
  if (!copy) return null;
  const board = h.boards.get(copy.board_id);
  const owner = board ? h.users.get(idString(board.owner_id)) : undefined;
  if (!board || !owner) return null;
  const profile = board.layout === QUICK_SAVES_LAYOUT;
  return {
    title: board.name,
    type: profile ? 'profile' : 'board',
    url: profile ? `/${owner.username}/` : presentBoardRef(board, owner).url,
    board_id: copy.board_id,
    local_pin_id: copy.local_pin_id,
  };
}
