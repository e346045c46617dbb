// The collaboration, block and follow writes of permission-model.test.ts, predicted from the
// rules of docs/ARCHITECTURE.md "Follows, collaboration and blocking" (permission-model.ts).
import { expectProfile, write } from './permission-checks';
import {
  block,
  boardVisible,
  gate,
  profile,
  roleOn,
  separated,
  type Actor,
  type MBoard,
  type Model,
  type Outcome,
  type Person,
} from './permission-model';
import { at, type Step } from './permission-reads';

const person = (a: Actor) => a as Person;

/** Whether the viewer reaches the board for a collaboration call: they may see it, or they
 * are invited to it (and no block separates them from its owner) and the call is about their
 * own invitation. "Private things answer not_found." */
function reach(m: Model, v: Actor, b: MBoard, ownInvitation: boolean): Outcome {
  if (v === 'signedOut') return 'unauthorized';
  if (boardVisible(m, v, b)) return 'ok';
  const invited = !b.deleted && roleOn(m, v, b) === 'invitee' && !separated(m, v, b.owner);
  return invited && ownInvitation ? 'ok' : 'not_found';
}

export const invite =
  (actor: Actor, index: number, target: Person): Step =>
  (m, w) => {
    const b = at(m.boards, index)!;
    const role = roleOn(m, actor, b);
    const decide = (): Outcome => {
      const reached = reach(m, actor, b, false);
      if (reached !== 'ok') return reached;
      // "the owner and accepted collaborators invite"; the quick-saves board is never shared.
      if ((role !== 'owner' && role !== 'collaborator') || b.quickSaves) return 'forbidden';
      if (target === actor || target === b.owner) return 'invalid_parameters';
      // Across a block: forbidden for the blocker, not_found when the other blocked the viewer.
      if (m.blocks.has(`${target}|${actor}`)) return 'not_found';
      if (m.blocks.has(`${actor}|${target}`)) return 'forbidden';
      if (role !== 'owner' && separated(m, b.owner, target)) return 'forbidden';
      return m.members.get(`${b.id}|${target}`)?.status === 'accepted' ? 'conflict' : 'ok';
    };
    return write(m, w, {
      label: `${actor} invites ${target} to board ${b.name}`,
      actor,
      expected: decide(),
      request: (api) =>
        api.post('BoardInviteResource', 'create', {
          board_id: b.id,
          invited_user_id: w.ids[target],
        }),
      apply: () => {
        const key = `${b.id}|${target}`;
        if (!m.members.has(key))
          m.members.set(key, { status: 'invited', invitedBy: person(actor) });
      },
      touched: () => [b.id],
    });
  };

export const accept =
  (actor: Actor, index: number): Step =>
  (m, w) => {
    const b = at(m.boards, index)!;
    const role = roleOn(m, actor, b);
    let expected = reach(m, actor, b, true);
    // "Only the invitee accepts"; accepting twice changes nothing.
    if (expected === 'ok' && role !== 'invitee' && role !== 'collaborator') expected = 'not_found';
    return write(m, w, {
      label: `${actor} accepts the invitation to board ${b.name}`,
      actor,
      expected,
      request: (api) =>
        api.post('BoardInviteResource', 'update', { board_id: b.id, status: 'accepted' }),
      apply: () => {
        const row = m.members.get(`${b.id}|${actor}`)!;
        row.status = 'accepted';
      },
      touched: () => [b.id],
    });
  };

/** "An invitation is deleted by the invitee (deny), the owner or whoever sent it (cancel)." */
export const deny =
  (actor: Actor, index: number, target: Person): Step =>
  (m, w) => {
    const b = at(m.boards, index)!;
    const row = m.members.get(`${b.id}|${target}`);
    const decide = (): Outcome => {
      const reached = reach(m, actor, b, target === actor);
      if (reached !== 'ok') return reached;
      if (row?.status === 'accepted') return 'not_found';
      const allowed = actor === b.owner || actor === target || actor === row?.invitedBy;
      return allowed ? 'ok' : 'forbidden';
    };
    return write(m, w, {
      label: `${actor} deletes ${target}'s invitation to board ${b.name}`,
      actor,
      expected: decide(),
      request: (api) =>
        api.post('BoardInviteResource', 'delete', {
          board_id: b.id,
          invited_user_id: w.ids[target],
        }),
      apply: () => {
        m.members.delete(`${b.id}|${target}`);
      },
      touched: () => [b.id],
    });
  };

/** "The owner removes a collaborator or an open invitation, or a collaborator leaves; the
 * owner never leaves." */
export const removeCollaborator =
  (actor: Actor, index: number, target: Person): Step =>
  (m, w) => {
    const b = at(m.boards, index)!;
    const decide = (): Outcome => {
      const reached = reach(m, actor, b, target === actor);
      if (reached !== 'ok') return reached;
      if (target === b.owner) return 'invalid_parameters';
      return actor === b.owner || actor === target ? 'ok' : 'forbidden';
    };
    return write(m, w, {
      label: `${actor} removes ${target} from board ${b.name}`,
      actor,
      expected: decide(),
      request: (api) =>
        api.post('BoardCollaboratorResource', 'delete', {
          board_id: b.id,
          invited_user_id: w.ids[target],
        }),
      apply: () => {
        m.members.delete(`${b.id}|${target}`);
      },
      touched: () => [b.id],
    });
  };

export const setBlock =
  (actor: Actor, target: Person, on: boolean): Step =>
  (m, w) => {
    let expected: Outcome = actor === 'signedOut' ? 'unauthorized' : 'ok';
    if (expected === 'ok' && actor === target) expected = 'invalid_parameters';
    return write(m, w, {
      label: `${actor} ${on ? 'blocks' : 'unblocks'} ${target}`,
      actor,
      expected,
      request: (api) =>
        api.post('UserBlockResource', on ? 'create' : 'delete', { blocked_user_id: w.ids[target] }),
      apply: () => {
        if (on) block(m, person(actor), target);
        else m.blocks.delete(`${actor}|${target}`);
      },
    });
  };

/** `PUT|DELETE /v3/boards/{id}/follow/`: a board the viewer may not see is not_found; the
 * owner does not follow their own board. */
export const followBoard =
  (actor: Actor, index: number, on: boolean): Step =>
  (m, w) => {
    const b = at(m.boards, index)!;
    let expected = gate(actor, boardVisible(m, actor, b), true);
    if (expected === 'ok' && on && actor === b.owner) expected = 'invalid_parameters';
    return write(m, w, {
      label: `${actor} ${on ? 'follows' : 'unfollows'} board ${b.name}`,
      actor,
      expected,
      request: (api) => api.write(on ? 'PUT' : 'DELETE', `/v3/boards/${b.id}/follow/`),
      apply: () => {
        if (on) m.follows.add(`${actor}|${b.id}`);
        else m.follows.delete(`${actor}|${b.id}`);
      },
      touched: () => [b.id],
    });
  };

/** `UserFollowResource create|delete`: nobody follows themselves; across a block following
 * is forbidden for the blocker and not_found when the other blocked the viewer. The answer is
 * the followed person's profile as the viewer now sees it. */
export const followUser =
  (actor: Actor, target: Person, on: boolean): Step =>
  (m, w) => {
    const decide = (): Outcome => {
      if (actor === 'signedOut') return 'unauthorized';
      if (actor === target) return 'invalid_parameters';
      if (m.blocks.has(`${target}|${actor}`)) return 'not_found';
      return on && m.blocks.has(`${actor}|${target}`) ? 'forbidden' : 'ok';
    };
    const label = `${actor} ${on ? 'follows' : 'unfollows'} ${target}`;
    return write(m, w, {
      label,
      actor,
      expected: decide(),
      request: (api) =>
        api.post('UserFollowResource', on ? 'create' : 'delete', { user_id: w.ids[target] }),
      apply: (res) => {
        if (on) m.userFollows.add(`${actor}|${target}`);
        else m.userFollows.delete(`${actor}|${target}`);
        expectProfile(label, profile(m, actor, target), res.body.resource_response.data);
      },
    });
  };
