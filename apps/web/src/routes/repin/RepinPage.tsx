// /pin/{pinId}/repin/ (spec 002 §2.1, reqs 002-2.05, 002-2.11; 000 §2, req 000-2.02 "repin
// edit"): with isEditingPin, the viewer's saved copy in the path: move it to another board or
// section (PinResource update) or delete it. The save toast's 'Change' and 'Organize' lead here
// (isFromToast, pinBoardId and the originalPinId that was saved). Without isEditingPin, a page
// to save the pin to a board (req 000-2.04: "On mobile web it is also used for saving").
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import type { Me, Pin } from '@corkboard/contracts';
import {
  ACTIONS,
  API_ERRORS,
  boardDisplayName,
  LIMITED_LOGIN,
  limitedLoginLinks,
  NAV,
  offersProfileSave,
  pinPath,
  postLoginPath,
  profilePath,
  readRepinEditQuery,
  REPIN_EDIT,
  routeHref,
  SAVE,
  type RepinEditQuery,
} from '@corkboard/domain';
import { isApiError, postResource } from '../../api/client';
import { pinQuery } from '../../api/queries';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { showToast } from '../../saving/overlays';
import { movedToText, moveSavedPin } from '../../saving/change-save';
import { applyDelete, originalOf, savePin } from '../../saving/save-runtime';
import { useApp } from '../../state/app-context';
import { closeupImage, pinTitle } from '../pin/closeup-image';
import { BoardSectionSelect, type BoardChoice } from './BoardSectionSelect';
import '../../components/modal/modal.css';
import './repin.css';
import { EditPinActions } from '../../components/modal/EditPinActions';

function message(error: unknown): string {
  return isApiError(error) ? error.message : API_ERRORS.internal;
}

function SignedOut({ pin }: { pin: Pin }) {
  const [pathname] = useLocation();
  const links = limitedLoginLinks(postLoginPath(pathname));
  return (
    <div className="repin-login" data-testid="repin-login">
      <h2>{LIMITED_LOGIN.savePin}</h2>
      <p className="repin-actions">
        <Link href={links.login} className="btn btn-red">
          {NAV.logIn}
        </Link>
        <Link href={links.signup} className="btn btn-grey">
          {NAV.signUp}
        </Link>
        <Link href={pinPath(pin.id)}>{REPIN_EDIT.backToPin}</Link>
      </p>
    </div>
  );
}

function EditSave({ pin, viewer, query }: { pin: Pin; viewer: Me; query: RepinEditQuery }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const originalId = query.originalPinId ?? originalOf(pin.id) ?? null;
  const initialBoard = query.pinBoardId ?? pin.board.id;
  const [choice, setChoice] = useState<BoardChoice>({
    boardId: initialBoard,
    // The pin's own section, unless the path names another board.
    sectionId: initialBoard === pin.board.id ? pin.section_id : null,
  });
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const back = originalId ? pinPath(originalId) : profilePath(viewer.username);

  if (pin.pinner.id !== viewer.id) {
    return (
      <p className="repin-note" data-testid="repin-not-yours">
        {REPIN_EDIT.notYours} <Link href={pinPath(pin.id)}>{REPIN_EDIT.backToPin}</Link>
      </p>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const updated = await moveSavedPin(queryClient, {
        savedPinId: pin.id,
        originalPinId: originalId,
        boardId: choice.boardId ?? pin.board.id,
        sectionId: choice.sectionId,
      });
      showToast({ text: movedToText(updated.board) });
      navigate(back);
    } catch (failure) {
      setError(message(failure));
      setPending(false);
    }
  }

  async function onDelete() {
    setPending(true);
    setError(null);
    try {
      await postResource('PinResource', 'delete', { id: pin.id });
      applyDelete(queryClient, viewer, originalId ? [originalId] : [], pin.id, pin.board.id);
      showToast({ text: SAVE.deleted });
      navigate(back);
    } catch {
      setError(SAVE.deleteFailed);
      setPending(false);
      setConfirming(false);
    }
  }

  return (
    <form
      className="modal-form"
      onSubmit={(event) => void onSubmit(event)}
      data-testid="repin-edit"
    >
      <p className="repin-current">
        {REPIN_EDIT.savedTo}{' '}
        <Link href={pin.board.layout === 'quick_saves' ? routeHref('me') : pin.board.url}>
          {boardDisplayName(pin.board)}
        </Link>
      </p>
      <BoardSectionSelect
        username={viewer.username}
        value={choice}
        onChange={setChoice}
        offerProfile
        allowNoBoard={false}
      />
      <p className="form-error" role="alert" data-testid="repin-error">
        {error}
      </p>
      <EditPinActions
        testIdPrefix="repin"
        cancelHref={back}
        confirming={confirming}
        pending={pending}
        canSave={!pending}
        onAskDelete={() => setConfirming(true)}
        onCancelDelete={() => setConfirming(false)}
        onDelete={() => void onDelete()}
      />
    </form>
  );
}

function SaveTo({ pin, viewer }: { pin: Pin; viewer: Me }) {
  const queryClient = useQueryClient();
  const { experiments } = useApp();
  const [, navigate] = useLocation();
  const [choice, setChoice] = useState<BoardChoice>({ boardId: null, sectionId: null });
  const [pending, setPending] = useState(false);
  const offerProfile = offersProfileSave({
    saveBehavior: viewer.save_behavior,
    hasQuicksaveBoard: viewer.has_quicksave_board,
    profileSavesForAll: experiments.profile_saves_for_all,
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      await savePin(queryClient, viewer, pin.id, choice);
      navigate(pinPath(pin.id));
    } catch {
      // savePin showed the error toast.
      setPending(false);
    }
  }

  return (
    <form
      className="modal-form"
      onSubmit={(event) => void onSubmit(event)}
      data-testid="repin-save-form"
    >
      <BoardSectionSelect
        username={viewer.username}
        value={choice}
        onChange={setChoice}
        offerProfile={offerProfile}
        allowNoBoard
      />
      <div className="modal-actions">
        <Link href={pinPath(pin.id)} className="btn btn-grey">
          {ACTIONS.cancel}
        </Link>
        <button type="submit" className="btn btn-red" disabled={pending} data-testid="repin-save">
          {NAV.save}
        </button>
      </div>
    </form>
  );
}

export default function RepinPage({ id }: { id: string }) {
  const { viewer, isBot } = useApp();
  const query = readRepinEditQuery(useSearch());
  const { data: pin, error, isPending, refetch } = useQuery(pinQuery(id));
  if (isPending) return <PageLoading />;
  if (!pin) return <QueryError error={error} onRetry={() => void refetch()} />;
  const image = closeupImage(pin.images, isBot);
  const title = pinTitle(pin);
  return (
    <div className="page page-repin">
      <PageMeta
        title={query.isEditingPin ? REPIN_EDIT.editTitle : REPIN_EDIT.saveTitle}
        path={routeHref('pin-repin', { id: pin.id })}
        noindex
      />
      <article
        className="repin-card"
        data-testid="repin-page"
        data-mode={query.isEditingPin ? 'edit' : 'save'}
      >
        {image ? (
          <img
            className="repin-image"
            src={image.src}
            width={image.width}
            height={image.height}
            alt={pin.alt_text || title}
            style={{ backgroundColor: pin.dominant_color || undefined }}
          />
        ) : null}
        <div className="repin-body">
          <h1>{query.isEditingPin ? REPIN_EDIT.editTitle : REPIN_EDIT.saveTitle}</h1>
          {title ? (
            <p className="repin-pin-title" dir="auto">
              {title}
            </p>
          ) : null}
          {!viewer ? (
            <SignedOut pin={pin} />
          ) : query.isEditingPin ? (
            <EditSave pin={pin} viewer={viewer} query={query} />
          ) : (
            <SaveTo pin={pin} viewer={viewer} />
          )}
        </div>
      </article>
    </div>
  );
}
