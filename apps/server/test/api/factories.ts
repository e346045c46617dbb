// Test data written straight through the stores (fast), as the product would store it.
import { createHash } from 'node:crypto';
import type { AppContext } from '../../src/app/context';
import { hashPassword } from '../../src/commands/passwords';
import { toJson } from '../../src/storage/row-mapping';

export const PASSWORD = 'correct horse battery';
let counter = 0;
let passwordHash: Promise<string> | null = null;

export async function createUser(
  ctx: AppContext,
  overrides: { username?: string; first_name?: string } = {},
) {
  counter += 1;
  const username = overrides.username ?? `user${counter}${Math.random().toString(36).slice(2, 6)}`;
  passwordHash ??= hashPassword(PASSWORD);
  const id = await ctx.stores.users.insert({
    username,
    email: `${username}@example.test`,
    password_hash: await passwordHash,
    first_name: overrides.first_name ?? 'Test',
    last_name: 'User',
    about: '',
    avatar_signature: null,
    is_employee: 0,
    is_verified_merchant: 0,
    verified_identity: 0,
    save_behavior: 0,
    created_at: Date.now(),
  });
  ctx.readCache.invalidate();
  return { id, username, email: `${username}@example.test` };
}

export async function createImage(ctx: AppContext, seed: string, width = 600, height = 900) {
  const signature = createHash('sha256').update(seed).digest('hex').slice(0, 32);
  await ctx.stores.images.upsert({
    signature,
    width,
    height,
    dominant_color: '#a0b0c0',
    ext: 'jpg',
    bytes: 1000,
    created_at: Date.now(),
  });
  return signature;
}

export async function createBoard(
  ctx: AppContext,
  ownerId: string,
  overrides: { name?: string; privacy?: 'public' | 'secret' | 'protected'; slug?: string } = {},
) {
  counter += 1;
  const name = overrides.name ?? `Board ${counter}`;
  const slug = overrides.slug ?? `board-${counter}`;
  const now = Date.now();
  const id = await ctx.stores.boards.insert({
    owner_id: ownerId,
    name,
    slug,
    description: '',
    privacy: overrides.privacy ?? 'public',
    layout: 'default',
    is_archived: 0,
    sort_index: counter,
    created_at: now + counter,
    last_pinned_at: now + counter,
  });
  ctx.readCache.invalidate();
  return { id, name, slug, privacy: overrides.privacy ?? 'public' };
}

export async function createPin(
  ctx: AppContext,
  board: { id: string; privacy: string },
  pinnerId: string,
  overrides: { title?: string; origin_pin_id?: string | null; section_id?: string | null } = {},
) {
  counter += 1;
  const signature = await createImage(ctx, `pin-${counter}`);
  const now = Date.now();
  const id = await ctx.stores.pins.insert({
    board_id: board.id,
    section_id: overrides.section_id ?? null,
    pinner_id: pinnerId,
    origin_pin_id: overrides.origin_pin_id ?? null,
    board_privacy: board.privacy,
    native_creator_id: null,
    promoter_id: null,
    title: overrides.title ?? `Pin ${counter}`,
    description: 'A pin for tests',
    link: 'https://example.com/page',
    domain: 'example.com',
    alt_text: null,
    auto_alt_text: null,
    seo_title: null,
    seo_description: null,
    category: null,
    image_signature: signature,
    method: 'uploaded',
    is_promoted: 0,
    is_downstream_promotion: 0,
    is_video: 0,
    is_eligible_for_pdp: 0,
    is_oos_product: 0,
    is_stale_product: 0,
    is_shoppable: 0,
    shopping_flags: toJson([]),
    rich_metadata: null,
    rich_summary: null,
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
    created_at: now,
    updated_at: now,
  });
  // Factories stand in for write commands, so they empty the read cache like a write does.
  ctx.readCache.invalidate();
  return id;
}

export async function addCollaborator(
  ctx: AppContext,
  boardId: string,
  userId: string,
  invitedBy: string,
) {
  await ctx.storage.db
    .insertInto('board_collaborators')
    .values({
      board_id: boardId,
      user_id: userId,
      status: 'accepted',
      invited_by: invitedBy,
      created_at: Date.now(),
    })
    .execute();
  ctx.readCache.invalidate();
}

/** `story_pin_data` of an idea pin with no pages, stored as the demo seed stores it. */
export function storyPinJson(overrides: { is_deleted?: boolean } = {}): string {
  return (
    toJson({
      id: '1',
      pin_title: 'Steps',
      pages: [],
      page_count: 0,
      static_page_count: 0,
      total_video_duration: 0,
      has_product_pins: false,
      is_deleted: false,
      ...overrides,
    }) ?? ''
  );
}
