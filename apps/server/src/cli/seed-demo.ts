// Seeds the demo plan (cli/demo) into an empty database: renders every image, runs it through
// the media pipeline, then inserts users, boards, pins, saves and follows in one transaction.
import type { Kysely } from 'kysely';
import { domainFromUrl, slugify } from '@corkboard/domain';
import { hashPassword } from '../commands/passwords';
import type { MediaWorkers, ProcessedImage } from '../media/index';
import { buildDemoPlan } from './demo/demo-plan';
import { renderDemoImage } from './demo/demo-images';
import { trimPlan } from './demo/demo-trim';
import type { DemoImageSpec, DemoPlan } from './demo/demo-types';
import type { Database } from '../storage/schema/database';
import { createStores } from '../storage/stores';
import { fromJson, idString, toJson, toNumber } from '../storage/row-mapping';
import { repinContent } from '../storage/pins-store';
import { seedDemoInterests } from './seed-interests';

export interface SeedOptions {
  /** Keep only the newest N pins of the plan (tests seed a smaller world). */
  maxPins?: number;
  now?: number;
  log?: (line: string) => void;
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

export async function seedDemo(
  db: Kysely<Database>,
  media: MediaWorkers,
  options: SeedOptions = {},
): Promise<{ users: number; boards: number; pins: number; saves: number }> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? Date.now();
  const plan = trimPlan(buildDemoPlan(1), options.maxPins);
  const started = Date.now();
  const { signatures, processed } = await renderAndIngest(plan, media);
  log(`demo: ${processed.size} images ready in ${Date.now() - started} ms`);
  const sig = (spec: DemoImageSpec) => {
    const found = signatures.get(specKey(spec));
    if (!found) throw new Error(`demo image missing: ${specKey(spec)}`);
    return found;
  };
  const passwordHashes = new Map<string, string>();
  for (const u of plan.users) {
    if (!passwordHashes.has(u.password))
      passwordHashes.set(u.password, await hashPassword(u.password));
  }
  const minutes = (m: number) => now - Math.round(m * 60_000);

  return db.transaction().execute(async (trx) => {
    const stores = createStores(trx);
    for (const image of processed.values()) {
      await stores.images.upsert({
        signature: image.signature,
        width: image.width,
        height: image.height,
        dominant_color: image.dominantColor,
        ext: image.ext,
        bytes: image.bytes,
        created_at: now,
      });
    }
    const userIds = new Map<string, string>();
    for (const u of plan.users) {
      userIds.set(
        u.key,
        await stores.users.insert({
          username: u.username,
          email: u.email,
          password_hash: passwordHashes.get(u.password)!,
          first_name: u.first_name,
          last_name: u.last_name,
          about: u.about,
          avatar_signature: sig(u.avatar),
          is_employee: u.is_employee ? 1 : 0,
          is_verified_merchant: u.is_verified_merchant ? 1 : 0,
          verified_identity: u.verified ? 1 : 0,
          save_behavior: 0,
          created_at: minutes(90 * 24 * 60),
        }),
      );
    }
    const user = (key: string) => userIds.get(key)!;
    const boardIds = new Map<string, { id: string; privacy: string }>();
    const sectionIds = new Map<string, string>();
    for (const [index, b] of plan.boards.entries()) {
      const id = await stores.boards.insert({
        owner_id: user(b.ownerKey),
        name: b.name,
        slug: uniqueSlug(b.name, b.ownerKey, plan),
        description: b.description,
        privacy: b.privacy,
        layout: 'default',
        is_archived: 0,
        sort_index: index,
        created_at: minutes(80 * 24 * 60 - index * 60),
        last_pinned_at: minutes(80 * 24 * 60 - index * 60),
      });
      boardIds.set(b.key, { id, privacy: b.privacy });
      for (const [i, s] of b.sections.entries()) {
        sectionIds.set(
          s.key,
          await stores.boards.insertSection({
            board_id: id,
            title: s.title,
            slug: slugify(s.title),
            sort_index: i,
            created_at: minutes(80 * 24 * 60),
          }),
        );
      }
      for (const collaboratorKey of b.collaboratorKeys) {
        await trx
          .insertInto('board_collaborators')
          .values({
            board_id: id,
            user_id: user(collaboratorKey),
            status: 'accepted',
            invited_by: user(b.ownerKey),
            created_at: minutes(70 * 24 * 60),
          })
          .execute();
      }
    }
    // Oldest first, so ids grow with time like real pins.
    const pins = [...plan.pins].sort((a, b) => b.minutesAgo - a.minutesAgo);
    const pinIds = new Map<string, string>();
    const lastPinned = new Map<string, number>();
    for (const p of pins) {
      const board = boardIds.get(p.boardKey)!;
      const at = minutes(p.minutesAgo);
      const id = await stores.pins.insert({
        board_id: board.id,
        section_id: p.sectionKey ? sectionIds.get(p.sectionKey)! : null,
        pinner_id: user(p.pinnerKey),
        origin_pin_id: null,
        board_privacy: board.privacy,
        native_creator_id: p.native_creator_key ? user(p.native_creator_key) : null,
        promoter_id: p.promoter_key ? user(p.promoter_key) : null,
        title: p.title,
        description: p.description,
        link: p.link,
        domain: p.link ? domainFromUrl(p.link) : null,
        alt_text: p.alt_text,
        auto_alt_text: p.auto_alt_text,
        seo_title: p.seo_title,
        seo_description: p.seo_description,
        category: p.category,
        image_signature: sig(p.image),
        method: 'uploaded',
        is_promoted: p.is_promoted ? 1 : 0,
        is_downstream_promotion: p.is_downstream_promotion ? 1 : 0,
        is_video: p.is_video ? 1 : 0,
        is_eligible_for_pdp: p.is_eligible_for_pdp ? 1 : 0,
        is_oos_product: p.is_oos_product ? 1 : 0,
        is_stale_product: p.is_stale_product ? 1 : 0,
        is_shoppable: p.is_shoppable ? 1 : 0,
        shopping_flags: toJson(p.shopping_flags),
        rich_metadata: toJson(p.rich_metadata),
        rich_summary: toJson(p.rich_summary),
        carousel_data: toJson(replaceImages(p.carousel_data, sig)),
        story_pin_data: toJson(replaceImages(p.story_pin_data, sig)),
        collection_pin: toJson(replaceImages(p.collection_pin, sig)),
        videos: toJson(p.videos),
        embed: toJson(p.embed),
        sponsorship: toJson(
          p.sponsorship
            ? {
                status: p.sponsorship.status,
                sponsor_id: p.sponsorship.sponsor_key ? user(p.sponsorship.sponsor_key) : null,
              }
            : null,
        ),
        aggregated_pin_data: toJson(p.aggregated_pin_data),
        reaction_counts: toJson(p.reaction_counts),
        advertiser_id: p.advertiser_id,
        campaign_id: p.campaign_id,
        pin_promotion_id: p.is_promoted ? `${p.campaign_id ?? '1'}0${pinIds.size}` : null,
        ad_match_reason: p.ad_match_reason,
        digital_media_source_type: p.digital_media_source_type,
        is_go_linkless: p.is_go_linkless ? 1 : 0,
        created_at: at,
        updated_at: at,
      });
      pinIds.set(p.key, id);
      lastPinned.set(board.id, Math.max(lastPinned.get(board.id) ?? 0, at));
    }
    const saves = [...plan.saves].sort((a, b) => b.minutesAgo - a.minutesAgo);
    let saveCount = 0;
    for (const s of saves) {
      const originId = pinIds.get(s.pinKey);
      if (!originId) continue;
      const origin = (await stores.pins.byId(originId))!;
      const board = boardIds.get(s.boardKey)!;
      const at = Math.max(minutes(s.minutesAgo), toNumber(origin.created_at) + 60_000);
      await stores.pins.insert({
        ...repinContent(origin),
        shopping_flags: toJson(fromJson(origin.shopping_flags)),
        rich_metadata: toJson(fromJson(origin.rich_metadata)),
        rich_summary: toJson(fromJson(origin.rich_summary)),
        carousel_data: toJson(fromJson(origin.carousel_data)),
        story_pin_data: toJson(fromJson(origin.story_pin_data)),
        collection_pin: toJson(fromJson(origin.collection_pin)),
        videos: toJson(fromJson(origin.videos)),
        embed: toJson(fromJson(origin.embed)),
        sponsorship: toJson(fromJson(origin.sponsorship)),
        aggregated_pin_data: toJson(fromJson(origin.aggregated_pin_data)),
        reaction_counts: toJson(fromJson(origin.reaction_counts)),
        board_id: board.id,
        section_id: s.sectionKey ? sectionIds.get(s.sectionKey)! : null,
        pinner_id: user(s.userKey),
        origin_pin_id: idString(origin.origin_pin_id ?? origin.id),
        board_privacy: board.privacy,
        method: 'repin',
        created_at: at,
        updated_at: at,
      });
      lastPinned.set(board.id, Math.max(lastPinned.get(board.id) ?? 0, at));
      saveCount += 1;
    }
    for (const [boardId, at] of lastPinned) {
      await trx
        .updateTable('boards')
        .set({ last_pinned_at: at })
        .where('id', '=', boardId)
        .execute();
    }
    for (const f of plan.userFollows)
      await stores.users.follow(user(f.followerKey), user(f.followeeKey), now);
    for (const f of plan.boardFollows) {
      await trx
        .insertInto('board_follows')
        .values({
          user_id: user(f.userKey),
          board_id: boardIds.get(f.boardKey)!.id,
          created_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const topics = await seedDemoInterests(stores, plan, { pins: pinIds, users: userIds }, now);
    log(`demo: ${topics.interests} interests over ${topics.tagged} pins`);
    log(
      `demo: seeded ${plan.users.length} users, ${plan.boards.length} boards, ${pins.length} pins, ${saveCount} saves`,
    );
    return {
      users: plan.users.length,
      boards: plan.boards.length,
      pins: pins.length,
      saves: saveCount,
    };
  });
}

function specKey(spec: DemoImageSpec): string {
  return `${spec.subject}:${spec.seed}:${spec.width}x${spec.height}`;
}

/** Every image spec of the plan: avatars, pin images and `$image` refs in nested JSON. */
function collectSpecs(plan: DemoPlan): DemoImageSpec[] {
  const specs: DemoImageSpec[] = plan.users.map((u) => u.avatar);
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if ('$image' in value) specs.push((value as { $image: DemoImageSpec }).$image);
      else Object.values(value).forEach(walk);
    }
  };
  for (const p of plan.pins) {
    specs.push(p.image);
    walk(p.carousel_data);
    walk(p.story_pin_data);
    walk(p.collection_pin);
  }
  return specs;
}

async function renderAndIngest(
  plan: DemoPlan,
  media: MediaWorkers,
): Promise<{ signatures: Map<string, string>; processed: Map<string, ProcessedImage> }> {
  const unique = new Map<string, DemoImageSpec>();
  for (const spec of collectSpecs(plan)) unique.set(specKey(spec), spec);
  const out = new Map<string, string>();
  const processedImages = new Map<string, ProcessedImage>();
  const queue = [...unique.entries()];
  const lanes = Math.max(2, media.stats().workers * 2);
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [key, spec] = next;
        const image = await media.ingest(await renderDemoImage(spec));
        processedImages.set(image.signature, image);
        out.set(key, image.signature);
      }
    }),
  );
  return { signatures: out, processed: processedImages };
}

function replaceImages(value: unknown, sig: (spec: DemoImageSpec) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => replaceImages(v, sig));
  if (value && typeof value === 'object') {
    if ('$image' in value) return sig((value as { $image: DemoImageSpec }).$image);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceImages(v, sig)]));
  }
  return value;
}

function uniqueSlug(name: string, ownerKey: string, plan: DemoPlan): string {
  const base = slugify(name);
  const same = plan.boards.filter((b) => b.ownerKey === ownerKey && slugify(b.name) === base);
  if (same.length <= 1) return base;
  const index = same.findIndex((b) => b.name === name);
  return index <= 0 ? base : `${base}-${index + 1}`;
}
