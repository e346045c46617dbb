// A board's sections (spec 002 §2.1, req 002-2.13: "/{username}/{boardId}/{boardSectionId}"; 000
// §2, req 000-2.07: "{boardUrl}{sectionSlug}/"): links to each section's page, and for the board's
// owner and collaborators, Add section; on a section's page, Rename and Delete section.
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import type { Board, BoardSection } from '@corkboard/contracts';
import {
  ACTIONS,
  API_ERRORS,
  BOARD_PAGE,
  BOARD_SECTION_TITLE_MAX,
  BOARD_SECTIONS,
  pinCount,
} from '@corkboard/domain';
import { isApiError, postResource } from '../../api/client';
import { invalidateBoard } from '../../components/board-form/board-cache';
import { showToast } from '../../saving/overlays';

function message(error: unknown): string {
  return isApiError(error) ? error.message : API_ERRORS.internal;
}

export function sectionHref(board: Pick<Board, 'url'>, section: Pick<BoardSection, 'slug'>) {
  return `${board.url}${encodeURIComponent(section.slug)}/`;
}

/** A one-field form: section title in, onSubmit out. */
function TitleForm({
  label,
  submit,
  initial,
  onDone,
  onCancel,
  testId,
}: {
  label: string;
  submit: string;
  initial: string;
  onDone: (title: string) => Promise<void>;
  onCancel: () => void;
  testId: string;
}) {
  const id = useId();
  const [title, setTitle] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending || !title.trim()) return;
    setPending(true);
    setError(null);
    try {
      await onDone(title.trim());
    } catch (failure) {
      setError(message(failure));
      setPending(false);
    }
  }
  return (
    <form className="inline-form" onSubmit={(event) => void onSubmit(event)} data-testid={testId}>
      <label htmlFor={`${id}-title`} className="visually-hidden">
        {label}
      </label>
      <input
        id={`${id}-title`}
        type="text"
        dir="auto"
        value={title}
        placeholder={label}
        maxLength={BOARD_SECTION_TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        autoFocus
        data-testid={`${testId}-title`}
      />
      <button type="submit" className="btn btn-red" disabled={pending || !title.trim()}>
        {submit}
      </button>
      <button type="button" className="btn btn-grey" onClick={onCancel}>
        {ACTIONS.cancel}
      </button>
      {error ? (
        <span className="form-error" role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}

export function SectionNav({
  board,
  current,
  canOrganize,
}: {
  board: Board;
  current: BoardSection | undefined;
  canOrganize: boolean;
}) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const sections = board.sections ?? [];
  if (sections.length === 0 && !canOrganize) return null;

  async function add(title: string) {
    await postResource('BoardSectionResource', 'create', { board_id: board.id, title });
    invalidateBoard(queryClient, board.id);
    setAdding(false);
  }

  return (
    <nav className="board-sections" aria-labelledby="board-sections-heading">
      <h2 id="board-sections-heading" className="visually-hidden">
        {BOARD_PAGE.sectionsHeading}
      </h2>
      <ul>
        <li>
          <Link
            href={board.url}
            className="section-chip"
            aria-current={current ? undefined : 'page'}
            data-testid="board-section-all"
          >
            {BOARD_PAGE.savedPinsHeading}
          </Link>
        </li>
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              href={sectionHref(board, section)}
              className="section-chip"
              aria-current={current?.id === section.id ? 'page' : undefined}
              data-testid="board-section-link"
              data-section-id={section.id}
            >
              <span className="board-section-title" dir="auto">
                {section.title}
              </span>
              <span className="board-section-count">{pinCount(section.pin_count)}</span>
            </Link>
          </li>
        ))}
        {canOrganize && !adding ? (
          <li>
            <button
              type="button"
              className="section-chip section-add"
              onClick={() => setAdding(true)}
              data-testid="board-section-add"
            >
              <span aria-hidden="true">+&nbsp;</span>
              {BOARD_SECTIONS.addSection}
            </button>
          </li>
        ) : null}
      </ul>
      {adding ? (
        <TitleForm
          label={BOARD_SECTIONS.sectionName}
          submit={BOARD_SECTIONS.create}
          initial=""
          onDone={add}
          onCancel={() => setAdding(false)}
          testId="board-section-form"
        />
      ) : null}
    </nav>
  );
}

/** On a section's page: rename it, or delete it (its pins stay on the board). */
export function SectionTools({ board, section }: { board: Board; section: BoardSection }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<'idle' | 'rename' | 'delete'>('idle');
  const [pending, setPending] = useState(false);

  async function rename(title: string) {
    const updated = await postResource('BoardSectionResource', 'update', {
      section_id: section.id,
      board_id: board.id,
      title,
    });
    invalidateBoard(queryClient, board.id);
    setMode('idle');
    if (updated.slug !== section.slug) navigate(sectionHref(board, updated), { replace: true });
  }

  async function remove() {
    setPending(true);
    try {
      await postResource('BoardSectionResource', 'delete', {
        section_id: section.id,
        board_id: board.id,
      });
      invalidateBoard(queryClient, board.id);
      navigate(board.url);
    } catch (failure) {
      showToast({ text: message(failure), tone: 'error' });
      setPending(false);
    }
  }

  if (mode === 'rename') {
    return (
      <TitleForm
        label={BOARD_SECTIONS.renameLabel}
        submit={BOARD_SECTIONS.rename}
        initial={section.title}
        onDone={rename}
        onCancel={() => setMode('idle')}
        testId="board-section-rename-form"
      />
    );
  }
  if (mode === 'delete') {
    return (
      <div className="inline-confirm" role="alertdialog" aria-label={BOARD_SECTIONS.delete}>
        <span>{BOARD_SECTIONS.confirmDelete}</span>
        <button type="button" className="btn btn-grey" onClick={() => setMode('idle')}>
          {ACTIONS.cancel}
        </button>
        <button
          type="button"
          className="btn btn-red"
          disabled={pending}
          onClick={() => void remove()}
          data-testid="board-section-confirm-delete"
          autoFocus
        >
          {ACTIONS.delete}
        </button>
      </div>
    );
  }
  return (
    <div className="board-tools">
      <button
        type="button"
        className="btn btn-grey"
        onClick={() => setMode('rename')}
        data-testid="board-section-rename"
      >
        {BOARD_SECTIONS.rename}
      </button>
      <button
        type="button"
        className="btn btn-danger"
        onClick={() => setMode('delete')}
        data-testid="board-section-delete"
      >
        {BOARD_SECTIONS.delete}
      </button>
    </div>
  );
}
