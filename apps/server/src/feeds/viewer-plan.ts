// A signed-in person's plan: what every grid they read needs to know about them — whom and what
// they follow (the home feed's sources), whom a block separates them from, and their saved
// copies (for saved_info). Cached in the read model and dropped by their own writes or by any
// write that can change it for them (feeds/read-invalidation.ts).
import type { RequestContext } from '../app/context';
import type { InterestRow } from '../storage/interests-store';
import { idString } from '../storage/row-mapping';

/** Decided: the home feed reads the newest this-many follows of each kind (a page's cost bound). */
export const HOME_FEED_MEMBERS_MAX = 50;
/** Recent pins of the viewer whose interests feed "because you saved to {board}". */
const RECENT_PINS = 20;
const RECENT_INTERESTS_MAX = 8;
/** Saved copies held in the plan; a person with more has the rest looked up per page. */
const PLAN_COPIES_MAX = 2000;

export interface SavedCopy {
  local_pin_id: string;
  board_id: string;
}

export interface ViewerPlan {
  users: string[];
  boards: string[];
  interests: InterestRow[];
  /** Interests of the viewer's recent saves (none they follow), and the board of each. */
  saved: { interest_id: string; board_id: string }[];
  savedInterestRows: Map<string, InterestRow>;
  savedBoardLayouts: Map<string, string>;
  /** People a block separates from the viewer, either way. */
  separated: ReadonlySet<string>;
  /** Root pin id → the viewer's newest copy of it. */
  copies: Map<string, SavedCopy>;
  /** `copies` holds every copy (else a page looks up the roots it does not find). */
  allCopies: boolean;
}

export async function viewerPlan(ctx: RequestContext, viewerId: string): Promise<ViewerPlan> {
  const { reads } = ctx.app;
  const cached = reads.plan<ViewerPlan>(viewerId);
  if (cached) return cached;
  const plan = await loadPlan(ctx, viewerId);
  // The request's stamp is this viewer's (a plan is only ever loaded for the request's viewer).
  reads.storePlan(viewerId, plan, ctx.readStamp);
  return plan;
}

async function loadPlan(ctx: RequestContext, viewerId: string): Promise<ViewerPlan> {
  const { stores } = ctx.app;
  const [members, interests, recent, separated, recentCopies] = await Promise.all([
    stores.homeFeed.members(viewerId, HOME_FEED_MEMBERS_MAX),
    stores.interests.followedOf(viewerId, HOME_FEED_MEMBERS_MAX),
    stores.homeFeed.recentSaveInterests(viewerId, RECENT_PINS, RECENT_INTERESTS_MAX * 2),
    stores.blocks.separatedFrom(viewerId),
    stores.pins.recentCopies(viewerId, PLAN_COPIES_MAX),
  ]);
  const followed = new Set(interests.map((i) => idString(i.id)));
  const saved = recent.filter((r) => !followed.has(r.interest_id)).slice(0, RECENT_INTERESTS_MAX);
  const [savedInterestRows, boards] = await Promise.all([
    stores.interests.byIds(saved.map((s) => s.interest_id)),
    stores.boards.byIds(saved.map((s) => s.board_id)),
  ]);
  const savedBoardLayouts = new Map([...boards].map(([id, b]) => [id, b.layout]));
  return {
    ...members,
    interests,
    saved,
    savedInterestRows,
    savedBoardLayouts,
    separated,
    copies: recentCopies.copies,
    allCopies: recentCopies.all,
  };
}
