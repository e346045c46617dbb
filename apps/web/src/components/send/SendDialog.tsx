// Send this Pin (issue 16, "The Send/Share control ... send to a person on Corkboard"): copy the
// link or hand it to the device's share sheet (each carrying the viewer's invite code, a shared
// idea), or send the pin to a person, with an optional line. The people the viewer follows are
// offered first; typing searches everyone. Each send makes or continues the conversation with
// that person (ConversationResource create) and offers to open it.
import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { SearchUser } from '@corkboard/contracts';
import {
  CONVERSATION_ERRORS,
  CONVERSATION_TEXT,
  MESSAGE_TEXT_MAX,
  PROFILE_ACTIONS,
  routeHref,
  SHARED_IDEA_TEXT,
} from '@corkboard/domain';
import { postResource } from '../../api/client';
import { followListQuery } from '../../api/follow-list-queries';
import { searchUsersQuery } from '../../api/search-queries';
import { showErrorToast, showToast } from '../../saving/overlays';
import { Avatar } from '../avatar/Avatar';
import { Modal } from '../modal/Modal';
import { copyWhenReady, sharedIdeaUrl } from '../shared-idea/share-link';
import './send-dialog.css';

type Sent = Record<string, string>;

function Person(props: {
  user: SearchUser;
  sent: string | undefined;
  onSend: (user: SearchUser) => Promise<void>;
}) {
  const { user, sent } = props;
  const [sending, setSending] = useState(false);
  const name = user.full_name || user.username;
  return (
    <li className="send-person" data-testid="send-person">
      <Avatar src={user.image_small_url} name={name} size={40} />
      <span className="send-name" dir="auto">
        {name}
      </span>
      {sent ? (
        <Link
          href={routeHref('conversation', { id: sent })}
          className="btn btn-grey"
          data-testid="send-open"
        >
          {CONVERSATION_TEXT.open}
        </Link>
      ) : (
        <button
          type="button"
          className="btn btn-red"
          disabled={sending}
          aria-label={CONVERSATION_TEXT.sendTo(name)}
          onClick={() => {
            setSending(true);
            void props.onSend(user).finally(() => setSending(false));
          }}
          data-testid="send-to"
        >
          {CONVERSATION_TEXT.send}
        </button>
      )}
    </li>
  );
}

export default function SendDialog(props: {
  pinId: string;
  /** The pin page's path, the link without a code. */
  path: string;
  username: string;
  onClose: () => void;
}) {
  const [query, setQuery] = useState('');
  const [text, setText] = useState('');
  const [sent, setSent] = useState<Sent>({});
  const searchId = useId();
  const messageId = useId();
  const typed = query.trim();
  const following = useInfiniteQuery({
    ...followListQuery(props.username, 'following'),
    enabled: typed === '',
  });
  const found = useInfiniteQuery({ ...searchUsersQuery(typed), enabled: typed !== '' });
  const people = (typed === '' ? following.data : found.data)?.pages.flatMap((p) => p.data);
  const link = (channel: 'copy_link' | 'share_sheet') =>
    sharedIdeaUrl({ pinId: props.pinId, path: props.path, channel, signedIn: true });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function send(user: SearchUser) {
    try {
      const line = text.trim();
      const conversation = await postResource('ConversationResource', 'create', {
        user_id: user.id,
        pin_id: props.pinId,
        ...(line ? { text: line } : {}),
      });
      setSent((was) => ({ ...was, [user.id]: conversation.id }));
      showToast({ text: CONVERSATION_TEXT.sent });
    } catch (error) {
      showErrorToast(error, CONVERSATION_ERRORS.failed);
    }
  }

  return (
    <Modal title={CONVERSATION_TEXT.sendTitle} onClose={props.onClose} testId="send-dialog">
      <div className="send-links">
        <button
          type="button"
          className="btn btn-grey"
          onClick={() => {
            void copyWhenReady(link('copy_link'))
              .then(() => showToast({ text: PROFILE_ACTIONS.linkCopied }))
              .catch(() => undefined);
          }}
          data-testid="send-copy-link"
        >
          {CONVERSATION_TEXT.copyLink}
        </button>
        {canShare ? (
          <button
            type="button"
            className="btn btn-grey"
            onClick={() => {
              // The device's share sheet; putting it away unshared is no error.
              void link('share_sheet')
                .then((url) => navigator.share({ url }))
                .catch(() => undefined);
            }}
            data-testid="send-share-sheet"
          >
            {SHARED_IDEA_TEXT.shareSheet}
          </button>
        ) : null}
      </div>
      <label htmlFor={messageId} className="visually-hidden">
        {CONVERSATION_TEXT.addMessage}
      </label>
      <input
        id={messageId}
        className="send-field"
        value={text}
        maxLength={MESSAGE_TEXT_MAX}
        placeholder={CONVERSATION_TEXT.addMessage}
        onChange={(event) => setText(event.target.value)}
        data-testid="send-message"
      />
      <label htmlFor={searchId} className="visually-hidden">
        {CONVERSATION_TEXT.searchPeople}
      </label>
      <input
        id={searchId}
        type="search"
        className="send-field"
        value={query}
        placeholder={CONVERSATION_TEXT.searchPeople}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="send-search"
      />
      {people === undefined ? (
        <div className="feed-status" role="status" />
      ) : people.length === 0 ? (
        <p className="send-none">
          {typed ? CONVERSATION_TEXT.noPeople : CONVERSATION_TEXT.searchPeople}
        </p>
      ) : (
        <ul className="send-people" data-testid="send-people">
          {people.map((user) => (
            <Person key={user.id} user={user} sent={sent[user.id]} onSend={send} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
