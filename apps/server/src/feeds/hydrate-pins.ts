// Feed steps 2 to 4 for every grid: hydrate a page of pins through the presentation cache
// (feeds/read-model.ts; misses are built in a fixed number of batched queries, no N+1), apply
// the rules, and present them for this viewer (saved_info, access, who a block hides, why the
// feed shows the pin). Pins whose relations vanished (or that are gone) are dropped.
import type { GridPin, Pin, SavedInfo } from '@corkboard/contracts';
import {
  compactGridPin,
  compactPinFields,
  isRecommendable,
  QUICK_SAVES_LAYOUT,
} from '@corkboard/domain';
import type { RequestContext } from '../app/context';
import type { JsonPieces } from '../resources/define';
import { collectSignatures } from '../present/images';
import { presentPin, type PinRecommendation } from '../present/pins';
import type { PinRow } from '../storage/pins-store';
import { fromJson, idString } from '../storage/row-mapping';
import { boardMentions, rememberBoards, type BoardMention } from './board-mentions';
import { viewerPlan, type SavedCopy } from './viewer-plan';

/** A pin as every viewer sees it, and the root pin a save of it would copy. */
interface BasePin {
  pin: Pin;
  root: string;
  /** The pin without its personal fields, serialised once: `{...}`. */
  json: string;
  /**
   * The same as a grid item (`field_set_key: "grid_item"`), serialised on first use, as UTF-8
   * without its closing `}`: the piece a grid page is joined from (gridPieces).
   */
  gridHead?: Buffer;
  /** Its creators' grid-item members when no block hides one of them (personalGridMembers). */
  gridCreators?: string;
}

/** The fields of a pin that depend on who is looking (personalise). */
type PersonalFields = Pick<
  Pin,
  | 'native_creator'
  | 'promoter'
  | 'sponsorship'
  | 'saved_info'
  | 'access'
  | 'recommendation_reason'
  | 'source_interest'
>;
const PERSONAL_KEYS: readonly (keyof PersonalFields)[] = [
  'native_creator',
  'promoter',
  'sponsorship',
  'saved_info',
  'access',
  'recommendation_reason',
  'source_interest',
];

/** A page of pins: the JSON array an API answer carries, and the objects on demand (SSR). */
export interface PinPage {
  pins(): Pin[] | GridPin[];
  json: string | JsonPieces;
}

/** Why a feed shows a pin, as presented (a skeleton keeps it with the pin's id). */
export type PresentedReason = Pick<Pin, 'recommendation_reason' | 'source_interest'>;

const NO_REASON: PresentedReason = { recommendation_reason: null, source_interest: null };
const pinKey = (id: string, isBot: boolean) => `${isBot ? 'pb' : 'p'}${id}`;

export async function hydratePins(
  ctx: RequestContext,
  rows: PinRow[],
  recommendations?: Map<string, PinRecommendation>,
): Promise<Pin[]> {
  const byId = new Map(rows.map((r) => [idString(r.id), r]));
  return hydrateOrdered(ctx, [...byId.keys()], rowsOf(byId), recommendations);
}

/** Rows already read: a miss is built from its row, with no second read. */
const rowsOf =
  (byId: Map<string, PinRow>) =>
  async (misses: string[]): Promise<PinRow[]> =>
    misses.flatMap((id) => byId.get(id) ?? []);

async function hydrateOrdered(
  ctx: RequestContext,
  ids: string[],
  load: (misses: string[]) => Promise<PinRow[]>,
  recommendations?: Map<string, PinRecommendation>,
): Promise<Pin[]> {
  if (ids.length === 0) return [];
  const bases = await basePins(ctx, ids, load);
  const recs = [...(recommendations?.values() ?? [])];
  const reasonBoards = await boardMentions(
    ctx,
    recs.flatMap((r) => (r.board_id ? [r.board_id] : [])),
  );
  const reasons = new Map<string, PresentedReason>();
  for (const [id, rec] of recommendations ?? []) reasons.set(id, presentReason(rec, reasonBoards));
  const ordered = ids.flatMap((id) => bases.get(id) ?? []);
  const personal = await personalContext(ctx, ordered);
  return ordered.map((b) => ({ ...b.pin, ...personalFields(personal, b, reasons.get(b.pin.id)) }));
}

/**
 * A grid page from a skeleton: pin ids in order, each with its presented reason. `gridItems`:
 * the page as grid items (docs/API.md §2), from each pin's cached compact JSON.
 * `leaveOutSaved`: the home feed's rule, what the viewer saved is left out.
 */
export async function hydratePinIds(
  ctx: RequestContext,
  items: { id: string; reason: PresentedReason }[],
  {
    gridItems = false,
    leaveOutSaved = false,
  }: { gridItems?: boolean; leaveOutSaved?: boolean } = {},
): Promise<PinPage> {
  const bases = new Map<string, BasePin>();
  const misses: string[] = [];
  for (const { id } of items) {
    const hit = ctx.app.reads.presentation<BasePin>(pinKey(id, ctx.isBot));
    if (hit) bases.set(id, hit);
    else misses.push(id);
  }
  if (misses.length > 0) {
    for (const [id, base] of await basePins(ctx, misses, readRows(ctx))) bases.set(id, base);
  }
  const shown = items.flatMap((i) => {
    const base = bases.get(i.id);
    return base ? [{ base, reason: i.reason }] : [];
  });
  const personal = await personalContext(
    ctx,
    shown.map((s) => s.base),
  );
  const page = leaveOutSaved ? shown.filter((s) => savedInfoOf(personal, s.base) === null) : shown;
  const whole = ({ base, reason }: Shown): Pin => ({
    ...base.pin,
    ...personalFields(personal, base, reason),
  });
  if (!gridItems) {
    return {
      pins: () => page.map(whole),
      json: `[${page.map((s) => splice(s.base.json, JSON.stringify(personalFields(personal, s.base, s.reason)))).join(',')}]`,
    };
  }
  return {
    pins: () => page.map((s) => compactGridPin(whole(s))),
    json: gridPieces(page, personal),
  };
}

const PIECE = { open: Buffer.from('['), comma: Buffer.from(','), close: Buffer.from(']') };
const CLOSE_PIN = Buffer.from('}');

/**
 * A grid page as UTF-8 pieces: each pin's cached compact JSON, this viewer's members spliced in
 * before its `}`. Joined once when sent: the page is never a string, and the cached part of
 * each pin is encoded once, not on every answer.
 */
function gridPieces(page: Shown[], personal: PersonalContext): JsonPieces {
  const pieces: Buffer[] = [PIECE.open];
  page.forEach(({ base, reason }, i) => {
    if (i > 0) pieces.push(PIECE.comma);
    pieces.push(gridHead(base));
    const members = personalGridMembers(personal, base, reason);
    pieces.push(members === '' ? CLOSE_PIN : Buffer.from(`,${members}}`));
  });
  pieces.push(PIECE.close);
  return pieces;
}

interface Shown {
  base: BasePin;
  reason: PresentedReason | undefined;
}

/** A cached pin fragment `{...}` with this viewer's fields `{...}` spliced in before its `}`. */
function splice(base: string, personal: string): string {
  return personal === '{}' ? base : `${base.slice(0, -1)},${personal.slice(1)}`;
}

/** An object's JSON members without the braces: `"a":1,"b":2`, or '' when it has none. */
const membersOf = (value: object): string => JSON.stringify(value).slice(1, -1);

function sharedFields(pin: Pin): Partial<Pin> {
  const shared: Partial<Pin> = { ...pin };
  for (const key of PERSONAL_KEYS) delete shared[key];
  return shared;
}

/** The shared part as a grid item without its closing `}`, UTF-8, made once per cached pin. */
function gridHead(base: BasePin): Buffer {
  base.gridHead ??= Buffer.from(
    JSON.stringify(compactPinFields(sharedFields(base.pin), base.pin)).slice(0, -1),
  );
  return base.gridHead;
}

/**
 * Hydration for the surfaces that recommend (home feed, related pins, more ideas, topic pages,
 * today covers, public search scopes), with their rule: never a deleted idea pin (domain
 * isRecommendable). The caller's bookmark is the skeleton's, so a pin left out still moves it.
 */
export async function hydrateRecommendable(
  ctx: RequestContext,
  rows: PinRow[],
  recommendations?: Map<string, PinRecommendation>,
): Promise<Pin[]> {
  return (await hydratePins(ctx, rows, recommendations)).filter(isRecommendable);
}

/**
 * The same from a skeleton's ids, in order (the home feed's sources answer ids): cached pins
 * as they are, the misses read in one statement.
 */
export async function hydrateRecommendableIds(
  ctx: RequestContext,
  ids: string[],
  recommendations?: Map<string, PinRecommendation>,
): Promise<Pin[]> {
  return (await hydrateOrdered(ctx, ids, readRows(ctx), recommendations)).filter(isRecommendable);
}

const readRows = (ctx: RequestContext) => (misses: string[]) => ctx.app.stores.pins.byIds(misses);

/** What makes a page's pins personal for this viewer, read once for the page. */
interface PersonalContext {
  viewerId: string | null;
  copies: Map<string, SavedCopy>;
  boards: Map<string, BoardMention>;
  separated: ReadonlySet<string>;
}

async function personalContext(ctx: RequestContext, bases: BasePin[]): Promise<PersonalContext> {
  const { copies, separated } = await personalOf(ctx, bases);
  const boards = await boardMentions(
    ctx,
    [...copies.values()].map((c) => c.board_id),
  );
  return { viewerId: ctx.viewerId, copies, boards, separated };
}

/** This viewer's parts of a pin: saved_info, access, a blocked person left out, the reason. */
function personalFields(
  personal: PersonalContext,
  base: BasePin,
  reason: PresentedReason | undefined,
): PersonalFields {
  const { pin } = base;
  return {
    ...creatorFields(personal.separated, pin),
    saved_info: savedInfoOf(personal, base),
    access: accessOf(personal, pin),
    ...(reason ?? NO_REASON),
  };
}

/** Who made, promotes or sponsors the pin; a person the viewer is separated from by a block is left out. */
function creatorFields(
  separated: ReadonlySet<string>,
  pin: Pin,
): Pick<PersonalFields, 'native_creator' | 'promoter' | 'sponsorship'> {
  const hide = <T extends { id: string } | null>(user: T): T | null =>
    user && separated.has(user.id) ? null : user;
  const sponsorship = pin.sponsorship;
  return {
    native_creator: hide(pin.native_creator),
    promoter: hide(pin.promoter),
    sponsorship:
      sponsorship?.sponsor && separated.has(sponsorship.sponsor.id)
        ? { ...sponsorship, sponsor: null }
        : sponsorship,
  };
}

const savedInfoOf = (personal: PersonalContext, base: BasePin): SavedInfo | null =>
  personal.viewerId ? savedInfo(personal.copies.get(base.root), personal.boards) : null;

const accessOf = (personal: PersonalContext, pin: Pin): Pin['access'] =>
  personal.viewerId !== null && personal.viewerId === pin.pinner.id ? ['write', 'delete'] : [];

/** Whether a block separates the viewer from someone the pin names beside its pinner. */
function namesSeparated(separated: ReadonlySet<string>, pin: Pin): boolean {
  if (separated.size === 0) return false;
  const ids = [pin.native_creator?.id, pin.promoter?.id, pin.sponsorship?.sponsor?.id];
  return ids.some((id) => id !== undefined && separated.has(id));
}

/** Each reason's grid-item members, made once per skeleton entry that holds it. */
const reasonMembers = new WeakMap<PresentedReason, string>();

/**
 * The viewer's fields of a pin as grid-item members (`compactPinFields` of personalFields,
 * braces off), from parts made once where they do not depend on the viewer: the creators'
 * part per cached pin, the reason's per skeleton entry. On a warm page most pins need neither
 * an object nor a serialisation of their own.
 */
function personalGridMembers(
  personal: PersonalContext,
  base: BasePin,
  reason: PresentedReason | undefined,
): string {
  const { pin } = base;
  const parts: string[] = [];
  if (namesSeparated(personal.separated, pin)) {
    parts.push(membersOf(compactPinFields(creatorFields(personal.separated, pin), pin)));
  } else {
    base.gridCreators ??= membersOf(compactPinFields(creatorFields(new Set(), pin), pin));
    parts.push(base.gridCreators);
  }
  const saved = savedInfoOf(personal, base);
  const access = accessOf(personal, pin);
  if (saved !== null || access.length > 0) {
    parts.push(membersOf(compactPinFields({ saved_info: saved, access }, pin)));
  }
  if (reason && (reason.recommendation_reason !== null || reason.source_interest !== null)) {
    let members = reasonMembers.get(reason);
    if (members === undefined) {
      members = membersOf(compactPinFields(reason, pin));
      reasonMembers.set(reason, members);
    }
    parts.push(members);
  }
  return parts.filter((p) => p !== '').join(',');
}

/**
 * Each pin as every viewer sees it: from the cache, the misses (their rows from `load`) built
 * in one batch.
 */
async function basePins(
  ctx: RequestContext,
  ids: string[],
  load: (misses: string[]) => Promise<PinRow[]>,
): Promise<Map<string, BasePin>> {
  const { reads, stores } = ctx.app;
  const stamp = ctx.readStamp;
  const out = new Map<string, BasePin>();
  const missed: string[] = [];
  for (const id of ids) {
    const hit = reads.presentation<BasePin>(pinKey(id, ctx.isBot));
    if (hit) out.set(id, hit);
    else missed.push(id);
  }
  if (missed.length === 0) return out;
  const misses = await load(missed);
  if (misses.length === 0) return out;
  const boards = await stores.boards.byIds(misses.map((r) => idString(r.board_id)));
  const userIds: string[] = [];
  const signatures: string[] = [];
  for (const r of misses) {
    userIds.push(idString(r.pinner_id));
    if (r.native_creator_id !== null) userIds.push(idString(r.native_creator_id));
    if (r.promoter_id !== null) userIds.push(idString(r.promoter_id));
    const sponsor = fromJson<{ sponsor_id?: string | null }>(r.sponsorship)?.sponsor_id;
    if (sponsor) userIds.push(sponsor);
    signatures.push(r.image_signature);
    for (const nested of [r.carousel_data, r.story_pin_data, r.collection_pin]) {
      collectSignatures(fromJson(nested), signatures);
    }
  }
  for (const b of boards.values()) userIds.push(idString(b.owner_id));
  const [users, images] = await Promise.all([
    stores.users.byIds(userIds),
    stores.images.bySignatures(signatures),
  ]);
  const hydration = { boards, users, images, saved: new Map(), viewerId: null, isBot: ctx.isBot };
  for (const row of misses) {
    const pin = presentPin(row, hydration);
    if (!pin) continue;
    const shared = sharedFields(pin);
    const base = { pin, root: idString(row.origin_pin_id ?? row.id), json: JSON.stringify(shared) };
    out.set(pin.id, base);
    reads.storePresentation(pinKey(pin.id, ctx.isBot), base, stamp);
  }
  rememberBoards(ctx, boards, users);
  return out;
}

/** The viewer's copies of these pins' roots and whom a block separates them from. */
async function personalOf(
  ctx: RequestContext,
  bases: BasePin[],
): Promise<{ copies: Map<string, SavedCopy>; separated: ReadonlySet<string> }> {
  if (!ctx.viewerId) return { copies: new Map(), separated: new Set() };
  const plan = await viewerPlan(ctx, ctx.viewerId);
  const copies = new Map<string, SavedCopy>();
  const unknown: string[] = [];
  for (const { root } of bases) {
    const copy = plan.copies.get(root);
    if (copy) copies.set(root, copy);
    else if (!plan.allCopies) unknown.push(root);
  }
  if (unknown.length > 0) {
    for (const [root, copy] of await ctx.app.stores.pins.savedCopies(ctx.viewerId, unknown)) {
      copies.set(root, copy);
    }
  }
  return { copies, separated: plan.separated };
}

function presentReason(rec: PinRecommendation, boards: Map<string, BoardMention>): PresentedReason {
  return {
    recommendation_reason: {
      reason: rec.reason,
      reason_id: rec.reason_id,
      board: (rec.board_id && boards.get(rec.board_id)?.ref) || null,
    },
    source_interest: rec.interest,
  };
}

function savedInfo(
  copy: SavedCopy | undefined,
  boards: Map<string, BoardMention>,
): SavedInfo | null {
  if (!copy) return null;
  const board = boards.get(copy.board_id);
  if (!board) return null;
  const profile = board.ref.layout === QUICK_SAVES_LAYOUT;
  return {
    title: board.ref.name,
    type: profile ? 'profile' : 'board',
    url: profile ? `/${board.ownerUsername}/` : board.ref.url,
    board_id: copy.board_id,
    local_pin_id: copy.local_pin_id,
  };
}
