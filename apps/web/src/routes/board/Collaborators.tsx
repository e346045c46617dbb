// A board's collaborators on its edit view (spec 002 §4, §7; reqs 002-4.06, 002-7.07): the list
// (accepted and invited), invite by username (UserResource get {username} ->
// BoardInviteResource create), and remove ("applied optimistically, re-added if the call
// fails": BoardCollaboratorResource delete, or BoardInviteResource delete for an invitation not
// yet accepted).
import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Board, BoardCollaborator } from '@corkboard/contracts';
import {
  API_ERRORS,
  COLLABORATORS,
  invitedUser,
  normalizeUsername,
  removeOptimistically,
  SOCIAL_ERRORS,
  USERNAME_MAX,
} from '@corkboard/domain';
import { getResource, isApiError, postResource } from '../../api/client';
import { collaboratorsQuery } from '../../api/queries';
import { Avatar } from '../../components/avatar/Avatar';
import { showToast } from '../../saving/overlays';

function message(error: unknown): string {
  return isApiError(error) ? error.message : API_ERRORS.internal;
}

export function Collaborators({ board, canRemove }: { board: Board; canRemove: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const query = collaboratorsQuery(board.id);
  const { data, isPending } = useQuery(query);
  const [username, setUsername] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = data ?? [];

  async function remove(collaborator: BoardCollaborator) {
    const same = (other: BoardCollaborator) => other.user.id === collaborator.user.id;
    const { next, restore } = removeOptimistically(list, same);
    queryClient.setQueryData(query.queryKey, next);
    try {
      const options = { board_id: board.id, invited_user_id: collaborator.user.id };
      if (collaborator.status === 'invited') {
        await postResource('BoardInviteResource', 'delete', options);
      } else {
        await postResource('BoardCollaboratorResource', 'delete', options);
      }
    } catch {
      // Req 002-8.03: "Failed collaborator removal: restored silently."
      queryClient.setQueryData(query.queryKey, (current) => restore(current ?? []));
    }
  }

  async function invite(event: FormEvent) {
    event.preventDefault();
    const name = normalizeUsername(username.replace(/^@/, ''));
    if (pending || !name) return;
    setPending(true);
    setError(null);
    try {
      const user = await getResource('UserResource', { username: name });
      if (!user) throw new Error(SOCIAL_ERRORS.userNotFound);
      await postResource('BoardInviteResource', 'create', {
        board_id: board.id,
        invited_user_id: user.id,
      });
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
      setUsername('');
      showToast({ text: invitedUser(user.full_name || user.username) });
    } catch (failure) {
      setError(
        failure instanceof Error && !isApiError(failure) ? failure.message : message(failure),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      className="collaborators"
      aria-labelledby={`${id}-heading`}
      data-testid="board-collaborators"
    >
      <h3 id={`${id}-heading`}>{COLLABORATORS.heading}</h3>
      {isPending ? <span className="spinner" aria-hidden="true" /> : null}
      {!isPending && list.length === 0 ? <p className="field-hint">{COLLABORATORS.none}</p> : null}
      <ul className="collaborator-list">
        {list.map((collaborator) => (
          <li
            key={collaborator.user.id}
            className="collaborator"
            data-testid="board-collaborator"
            data-user-id={collaborator.user.id}
            data-status={collaborator.status}
          >
            <Avatar
              src={collaborator.user.image_small_url ?? collaborator.user.image_medium_url}
              name={collaborator.user.full_name || collaborator.user.username}
              size={32}
            />
            <span className="collaborator-name">
              {collaborator.user.full_name || collaborator.user.username}
              {collaborator.status === 'invited' ? (
                <span className="badge">{COLLABORATORS.pending}</span>
              ) : null}
            </span>
            {canRemove ? (
              <button
                type="button"
                className="btn btn-grey"
                onClick={() => void remove(collaborator)}
                data-testid="board-collaborator-remove"
              >
                {collaborator.status === 'invited'
                  ? COLLABORATORS.cancelInvite
                  : COLLABORATORS.remove}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <form
        className="inline-form"
        onSubmit={(event) => void invite(event)}
        data-testid="board-invite-form"
      >
        <label htmlFor={`${id}-username`} className="visually-hidden">
          {COLLABORATORS.inviteLabel}
        </label>
        <input
          id={`${id}-username`}
          type="text"
          value={username}
          placeholder={COLLABORATORS.invitePlaceholder}
          aria-label={COLLABORATORS.inviteLabel}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME_MAX + 1}
          onChange={(event) => setUsername(event.target.value)}
          data-testid="board-invite-username"
        />
        <button
          type="submit"
          className="btn btn-red"
          disabled={pending || !username.trim()}
          data-testid="board-invite-submit"
        >
          {COLLABORATORS.invite}
        </button>
      </form>
      <p className="form-error" role="alert" data-testid="board-invite-error">
        {error}
      </p>
    </section>
  );
}
