// /pin/{id}/edit/ (spec 002 §2.1, req 002-2.04; issue 5): the pinner edits the pin's texts and
// board (PinResource update) or deletes it (PinResource delete). Others see a note; signed-out
// visitors the 'Edit this Pin' login prompt, coming back to the pin (reqs 002-6.02, 002-6.04).
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import type { Me, Pin } from '@corkboard/contracts';
import {
  API_ERRORS,
  LIMITED_LOGIN,
  limitedLoginLinks,
  NAV,
  PIN_EDIT,
  pinDraftValid,
  pinPath,
  postLoginPath,
  profilePath,
  REPIN_EDIT,
  routeHref,
  SAVE,
  type PinDraft,
} from '@corkboard/domain';
import { isApiError, postResource } from '../../api/client';
import { pinQuery } from '../../api/queries';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { invalidatePinLists } from '../../components/pin-form/pin-lists';
import { pinUpdateOptions } from '../../components/pin-form/pin-options';
import { PinTextFields } from '../../components/pin-form/PinTextFields';
import { showToast } from '../../saving/overlays';
import { replaceCachedPin } from '../../saving/pin-cache';
import { applyDelete } from '../../saving/save-runtime';
import { useApp } from '../../state/app-context';
import { closeupImage, pinTitle } from '../pin/closeup-image';
import { BoardSectionSelect, type BoardChoice } from '../repin/BoardSectionSelect';
import '../../components/modal/modal.css';
import './pin-edit.css';
import { EditPinActions } from '../../components/modal/EditPinActions';

function SignedOut({ pin }: { pin: Pin }) {
  const links = limitedLoginLinks(postLoginPath(routeHref('pin-edit', { id: pin.id })));
  return (
    <div className="pin-edit-note" data-testid="pin-edit-login">
      <h2>{LIMITED_LOGIN.editPin}</h2>
      <p className="pin-edit-actions">
        <Link href={links.login} className="btn btn-red">
          {NAV.logIn}
        </Link>
        <Link href={links.signup} className="btn btn-grey">
          {NAV.signUp}
        </Link>
      </p>
    </div>
  );
}

function draftOf(pin: Pin): PinDraft {
  return {
    title: pin.title,
    description: pin.description,
    link: pin.link ?? '',
    altText: pin.alt_text ?? '',
  };
}

function EditForm({ pin, viewer }: { pin: Pin; viewer: Me }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<PinDraft>(() => draftOf(pin));
  const [choice, setChoice] = useState<BoardChoice>({
    boardId: pin.board.id,
    sectionId: pin.section_id,
  });
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const closeup = pinPath(pin.id);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending || !pinDraftValid(draft)) return;
    setPending(true);
    setError(null);
    try {
      const updated = await postResource(
        'PinResource',
        'update',
        pinUpdateOptions(pin.id, draft, choice),
      );
      replaceCachedPin(queryClient, updated);
      // The closeup reads its link's /offsite/ token again (the link may have changed).
      void queryClient.invalidateQueries({ queryKey: pinQuery(pin.id).queryKey });
      invalidatePinLists(queryClient, viewer.username, [pin.board.id, updated.board.id]);
      showToast({ text: PIN_EDIT.saved });
      navigate(closeup);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : API_ERRORS.internal);
      setPending(false);
    }
  }

  async function onDelete() {
    setPending(true);
    setError(null);
    try {
      await postResource('PinResource', 'delete', { id: pin.id });
      // A save of another pin also marks that pin unsaved again.
      applyDelete(queryClient, viewer, [], pin.id, pin.board.id);
      invalidatePinLists(queryClient, viewer.username, [pin.board.id]);
      showToast({ text: SAVE.deleted });
      navigate(profilePath(viewer.username));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : SAVE.deleteFailed);
      setPending(false);
      setConfirming(false);
    }
  }

  return (
    <form
      className="modal-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="pin-edit-form"
    >
      <PinTextFields draft={draft} onChange={setDraft} testIdPrefix="pin-edit" />
      <BoardSectionSelect
        username={viewer.username}
        value={choice}
        onChange={setChoice}
        offerProfile
        allowNoBoard={false}
      />
      <p className="form-error" role="alert" data-testid="pin-edit-error">
        {error}
      </p>
      <EditPinActions
        testIdPrefix="pin-edit"
        cancelHref={closeup}
        confirming={confirming}
        pending={pending}
        canSave={!pending && pinDraftValid(draft)}
        onAskDelete={() => setConfirming(true)}
        onCancelDelete={() => setConfirming(false)}
        onDelete={() => void onDelete()}
      />
    </form>
  );
}

export default function PinEditPage({ id }: { id: string }) {
  const { viewer, isBot } = useApp();
  const { data: pin, error, isPending, refetch } = useQuery(pinQuery(id));
  if (isPending) return <PageLoading />;
  if (!pin) return <QueryError error={error} onRetry={() => void refetch()} />;
  const image = closeupImage(pin.images, isBot);
  const title = pinTitle(pin);
  return (
    <div className="page page-pin-edit">
      <PageMeta title={PIN_EDIT.title} path={routeHref('pin-edit', { id: pin.id })} noindex />
      <article className="pin-edit-card" data-testid="pin-edit-page">
        {image ? (
          <img
            className="pin-edit-image"
            src={image.src}
            width={image.width}
            height={image.height}
            alt={pin.alt_text || title}
            style={{ backgroundColor: pin.dominant_color || undefined }}
          />
        ) : null}
        <div className="pin-edit-body">
          <h1>{PIN_EDIT.title}</h1>
          {!viewer ? (
            <SignedOut pin={pin} />
          ) : pin.pinner.id !== viewer.id ? (
            <p className="pin-edit-note" data-testid="pin-edit-not-yours">
              {PIN_EDIT.notYours} <Link href={pinPath(pin.id)}>{REPIN_EDIT.backToPin}</Link>
            </p>
          ) : (
            <EditForm pin={pin} viewer={viewer} />
          )}
        </div>
      </article>
    </div>
  );
}
