// How permission-model.test.ts compares the server with the model: an answer's outcome, and
// after a write, the boards as each person now sees them — only the (person, board) views the
// model says the write changed, plus the writer's own view of what they touched.
import type { ApiAnswer } from './client';
import { ACTORS, boardView, type Actor, type Model, type Outcome } from './permission-model';
import { call, type World } from './permission-world';

/** The server and the model disagree; the message says where. */
export class Divergence extends Error {}

export const outcomeOf = (res: ApiAnswer): string =>
  res.status === 200 ? 'ok' : (res.body?.resource_response?.error?.code ?? `http ${res.status}`);

export function expectOutcome(label: string, expected: Outcome, res: ApiAnswer): void {
  const got = outcomeOf(res);
  if (got !== expected) {
    const message = res.body?.resource_response?.error?.message ?? res.raw.slice(0, 200);
    throw new Divergence(`${label}: model says ${expected}, server answered ${got} (${message})`);
  }
}

export function expectEqual<T>(label: string, expected: T, got: T): void {
  const e = JSON.stringify(expected);
  const g = JSON.stringify(got);
  if (e !== g) throw new Divergence(`${label}: model says ${e}, server answered ${g}`);
}

/** A profile answer against the model's (only the fields the model speaks to). */
export function expectProfile(
  label: string,
  expected: Record<string, unknown> | null,
  got: Record<string, unknown>,
): void {
  const fields = Object.keys(expected ?? {});
  const seen = Object.fromEntries(fields.map((k) => [k, got[k]]));
  expectEqual(label, JSON.parse(JSON.stringify(expected)), JSON.parse(JSON.stringify(seen)));
}

export type Views = Map<string, string>;

/** Every person's view of every board the model knows. */
export function snapshot(m: Model): Views {
  const out: Views = new Map();
  for (const b of m.boards) {
    for (const a of ACTORS) out.set(`${a}|${b.id}`, JSON.stringify(boardView(m, a, b)));
  }
  return out;
}

/** Reads a board's feed as the actor and compares it with the model's view. */
export async function checkBoardView(
  m: Model,
  w: World,
  actor: Actor,
  boardId: string,
  label: string,
): Promise<void> {
  const b = m.boards.find((x) => x.id === boardId)!;
  const expected = boardView(m, actor, b);
  const res = await call(w, actor, (api) =>
    api.get('BoardFeedResource', { board_id: boardId, page_size: 250 }),
  );
  expectOutcome(`${label} → ${actor} reads board ${b.name}`, expected ? 'ok' : 'not_found', res);
  if (!expected) return;
  const ids = (res.body.resource_response.data as { id: string }[]).map((p) => p.id).sort();
  expectEqual(`${label} → ${actor} sees on board ${b.name}`, expected, ids);
}

/** After a write the model accepted: check the views it changed and the writer's own. */
export async function observe(
  m: Model,
  w: World,
  before: Views,
  actor: Actor,
  touched: string[],
  label: string,
): Promise<void> {
  const after = snapshot(m);
  const keys = new Set<string>();
  // A board the write created is checked only by its writer (touched).
  for (const [key, view] of after) if (before.has(key) && before.get(key) !== view) keys.add(key);
  for (const id of touched) keys.add(`${actor}|${id}`);
  for (const key of keys) {
    const [who, boardId] = key.split('|') as [Actor, string];
    await checkBoardView(m, w, who, boardId, label);
  }
}

/** One write: the call, its outcome as the model predicts it, then (on success) the model's
 * change and the affected views. */
export async function write(
  m: Model,
  w: World,
  step: {
    label: string;
    actor: Actor;
    expected: Outcome;
    request: Parameters<typeof call>[2];
    apply?: (res: ApiAnswer) => void;
    /** The boards the write was about (after `apply`: a new board's id is known then). */
    touched?: () => string[];
  },
): Promise<void> {
  const before = snapshot(m);
  const res = await call(w, step.actor, step.request);
  expectOutcome(step.label, step.expected, res);
  w.stats.outcomes[step.expected] = (w.stats.outcomes[step.expected] ?? 0) + 1;
  if (step.expected !== 'ok') return;
  step.apply?.(res);
  await observe(m, w, before, step.actor, step.touched?.() ?? [], step.label);
}
