// The pin builder (/pin-builder/, also /pin/create/ and /pin-creation-tool/; issue 5): an
// image from a file (VIPResource upload) or from an address (LinkPreviewResource), the text
// fields, a board and section, then PinResource create and the new pin's closeup.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import type { LinkPreview, LinkPreviewImage, Me } from '@corkboard/contracts';
import {
  API_ERRORS,
  applyLinkPreview,
  EMPTY_PIN_DRAFT,
  isQuickSave,
  LIMITED_LOGIN,
  limitedLoginLinks,
  NAV,
  PIN_BUILDER,
  pinDraftValid,
  pinPath,
  routeHref,
  SAVE,
  savedToBoard,
  type PinDraft,
} from '@corkboard/domain';
import { isApiError, postResource } from '../../api/client';
import { pinQuery } from '../../api/queries';
import { closeupPlaceholder } from '../pin/closeup-placeholder';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { invalidatePinLists } from '../../components/pin-form/pin-lists';
import { pinCreateOptions, type PinImageSource } from '../../components/pin-form/pin-options';
import { PinTextFields } from '../../components/pin-form/PinTextFields';
import { openModal, showToast } from '../../saving/overlays';
import { useApp } from '../../state/app-context';
import { BoardSectionSelect, type BoardChoice } from '../repin/BoardSectionSelect';
import { UploadPanel, type ShownImage } from './UploadPanel';
import { UrlImport } from './UrlImport';
import { useUpload } from '../../uploads/use-upload';
import '../../components/modal/modal.css';
import './pin-builder.css';

const CANONICAL = routeHref('pin-builder');

function SignedOut() {
  const links = limitedLoginLinks(CANONICAL);
  return (
    <div className="builder-login" data-testid="pin-builder-login">
      <h1>{LIMITED_LOGIN.createPinOrBoard}</h1>
      <p className="builder-actions">
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

function Builder({ viewer }: { viewer: Me }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const upload = useUpload();
  // The latest choice wins: a file replaces an address and the other way round.
  const [urlImage, setUrlImage] = useState<ShownImage | null>(null);
  // The draft and what a link preview put in it change together (applyLinkPreview).
  const [texts, setTexts] = useState<{ draft: PinDraft; prefilled: PinDraft }>({
    draft: EMPTY_PIN_DRAFT,
    prefilled: EMPTY_PIN_DRAFT,
  });
  const draft = texts.draft;
  const setDraft = (next: PinDraft) => setTexts((current) => ({ ...current, draft: next }));
  const [choice, setChoice] = useState<BoardChoice>({ boardId: null, sectionId: null });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const uploaded = upload.state.phase === 'ready' ? upload.state : null;
  const source: PinImageSource | null = urlImage
    ? { imageUrl: urlImage.url }
    : uploaded
      ? { uploadId: uploaded.uploadId }
      : null;
  const shown: ShownImage | null =
    urlImage ??
    (uploaded?.image ? { ...uploaded.image, color: uploaded.image.dominant_color } : null);
  const canSave = source !== null && pinDraftValid(draft) && !pending;

  function onFile(file: File) {
    setUrlImage(null);
    upload.choose(file);
  }

  function onPreview(preview: LinkPreview) {
    setTexts((current) => applyLinkPreview(current.draft, current.prefilled, preview));
  }

  function onChooseUrlImage(image: LinkPreviewImage) {
    upload.reset();
    setUrlImage({ url: image.url, previewUrl: image.preview_url });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSave || !source) return;
    setPending(true);
    setError(null);
    try {
      const pin = await postResource(
        'PinResource',
        'create',
        pinCreateOptions(draft, source, choice),
      );
      // Seen at once, and read again in full (the closeup's own fields) when the page opens.
      const { queryKey } = pinQuery(pin.id);
      queryClient.setQueryData(queryKey, closeupPlaceholder(pin));
      void queryClient.invalidateQueries({ queryKey });
      invalidatePinLists(queryClient, viewer.username, [pin.board.id]);
      showToast({
        text: isQuickSave(pin.board) ? SAVE.savedToProfile : savedToBoard(pin.board.name),
      });
      navigate(pinPath(pin.id));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : API_ERRORS.internal);
      setPending(false);
    }
  }

  return (
    <div className="builder-card" data-testid="pin-builder">
      <div className="builder-left">
        <UploadPanel
          state={upload.state}
          shown={shown}
          alt={draft.altText || draft.title}
          onFile={onFile}
        />
        <UrlImport
          chosen={urlImage?.url ?? null}
          onPreview={onPreview}
          onChoose={onChooseUrlImage}
        />
      </div>
      <form
        className="modal-form builder-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-testid="pin-builder-form"
      >
        {/* Save sits at the top, as in Pinterest's builder: in view however long the form. */}
        <div className="builder-head">
          <h1>{PIN_BUILDER.title}</h1>
          <button
            type="submit"
            className="btn btn-red"
            disabled={!canSave}
            data-testid="pin-builder-save"
          >
            {PIN_BUILDER.save}
          </button>
        </div>
        {source ? null : <p className="builder-needs-image">{PIN_BUILDER.needsImage}</p>}
        <p className="form-error" role="alert" data-testid="pin-builder-error">
          {error}
        </p>
        <PinTextFields draft={draft} onChange={setDraft} testIdPrefix="pin-builder" />
        <BoardSectionSelect
          username={viewer.username}
          value={choice}
          onChange={setChoice}
          offerProfile
          allowNoBoard
        />
        <button
          type="button"
          className="btn btn-grey builder-create-board"
          aria-haspopup="dialog"
          onClick={() =>
            openModal({
              kind: 'createBoard',
              onCreated: (board) => setChoice({ boardId: board.id, sectionId: null }),
            })
          }
          data-testid="pin-builder-create-board"
        >
          {SAVE.createBoard}
        </button>
      </form>
    </div>
  );
}

export default function PinBuilderPage() {
  const { viewer } = useApp();
  return (
    <div className="page page-pin-builder">
      <PageMeta title={PIN_BUILDER.title} path={CANONICAL} noindex />
      {viewer ? <Builder viewer={viewer} /> : <SignedOut />}
    </div>
  );
}
