// Writing a comment or a reply (issue 16): a text box of at most COMMENT_TEXT_MAX characters and
// Post, which stays off while the box is blank, while it sends, and until the page's scripts
// have taken over (an early tap is never lost). Signed out, the box is a button that opens the
// limited-login prompt ('Log in to comment').
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { COMMENT_TEXT, COMMENT_TEXT_MAX, commentTextOf } from '@corkboard/domain';
import { openLimitedLogin } from '../../saving/signed-out';
import { useApp } from '../../state/app-context';
import { useHydrated } from '../../state/use-hydrated';
import { postComment } from './comment-writes';

export function CommentComposer(props: {
  pinId: string;
  /** Set when this answers a comment. */
  parentId?: string;
  placeholder?: string;
  autoFocus?: boolean;
  onPosted?: () => void;
  onCancel?: () => void;
  testId?: string;
}) {
  const { viewer } = useApp();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const placeholder = props.placeholder ?? COMMENT_TEXT.placeholder;
  const testId = props.testId ?? 'comment-composer';
  if (!viewer) {
    return (
      <button
        type="button"
        className="comment-composer comment-composer-signed-out"
        disabled={!hydrated}
        onClick={() => openLimitedLogin('comment', props.pinId)}
        data-testid={`${testId}-login`}
      >
        {placeholder}
      </button>
    );
  }
  const blank = commentTextOf(text) === null;
  return (
    <form
      className="comment-composer"
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || sending) return;
        setSending(true);
        const input = {
          pinId: props.pinId,
          text,
          ...(props.parentId ? { parentId: props.parentId } : {}),
        };
        void postComment(queryClient, input).then((ok) => {
          setSending(false);
          if (!ok) return;
          setText('');
          props.onPosted?.();
        });
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {placeholder}
      </label>
      <textarea
        id={id}
        className="round-input"
        value={text}
        placeholder={placeholder}
        maxLength={COMMENT_TEXT_MAX}
        rows={1}
        dir="auto"
        autoFocus={props.autoFocus}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter posts, as in every chat box; Shift+Enter starts a new line.
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
          if (event.key === 'Escape' && props.onCancel) props.onCancel();
        }}
        data-testid={`${testId}-input`}
      />
      {props.onCancel ? (
        <button type="button" className="btn btn-grey" onClick={props.onCancel}>
          {COMMENT_TEXT.cancel}
        </button>
      ) : null}
      <button
        type="submit"
        className="btn btn-red"
        disabled={!hydrated || blank || sending}
        aria-busy={sending || undefined}
        data-testid={`${testId}-post`}
      >
        {COMMENT_TEXT.post}
      </button>
    </form>
  );
}
