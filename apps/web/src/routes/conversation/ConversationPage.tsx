// /conversation/{id}/ (issue 16, "messages between people, with pins sent inside them"): the
// other person at the top, the messages oldest first with "Show earlier messages" above them,
// pins inside messages as their picture and title, and the box to write at the bottom. Opened
// and in view, it asks for new messages every CONVERSATION_LIVE_MS; whatever it shows is read
// (ConversationResource update) and the unread badges follow. A message one sent can be
// deleted, for both, after a question in place.
import { useEffect, useId, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Message } from '@corkboard/contracts';
import {
  COMMENT_TEXT,
  commentAge,
  CONVERSATION_ERRORS,
  CONVERSATION_LIVE_MS,
  CONVERSATION_TEXT,
  MESSAGE_TEXT_MAX,
  NAV,
  profilePath,
  routeHref,
} from '@corkboard/domain';
import { postResource } from '../../api/client';
import {
  conversationQuery,
  conversationsQuery,
  messagesQuery,
} from '../../api/conversation-queries';
import { newsBadgeQuery } from '../../api/news-queries';
import { type FeedData } from '../../api/queries';
import { Avatar } from '../../components/avatar/Avatar';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { ConfirmDelete } from '../../components/modal/ConfirmDelete';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { SentPinCard } from '../../components/send/SentPinCard';
import { showErrorToast, showToast } from '../../saving/overlays';
import { useApp } from '../../state/app-context';
import { useHydrated } from '../../state/use-hydrated';
import './conversation.css';

function MessageBubble(props: {
  message: Message;
  mine: boolean;
  now: number;
  conversationId: string;
}) {
  const { message, mine, now } = props;
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  async function remove() {
    setDeleting(true);
    try {
      await postResource('ConversationMessagesResource', 'delete', {
        conversation_id: props.conversationId,
        message_id: message.id,
      });
      queryClient.setQueryData<FeedData<Message>>(
        messagesQuery(props.conversationId).queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.filter((m) => m.id !== message.id),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: conversationsQuery().queryKey });
      showToast({ text: CONVERSATION_TEXT.deleted });
    } catch (error) {
      showErrorToast(error, CONVERSATION_ERRORS.deleteFailed);
      setDeleting(false);
      setConfirming(false);
    }
  }
  return (
    <li className="message" data-mine={mine || undefined} data-testid="message">
      {message.pin ? <SentPinCard pin={message.pin} inviteCode={message.invite_code} /> : null}
      {message.text ? (
        <p className="message-text" dir="auto" data-testid="message-text">
          {message.text}
        </p>
      ) : null}
      <span className="message-meta">
        <time className="message-time" dateTime={message.created_at} suppressHydrationWarning>
          {COMMENT_TEXT.age(commentAge(Date.parse(message.created_at), now))}
        </time>
        {mine ? (
          <button
            type="button"
            className="message-delete"
            disabled={!hydrated || deleting}
            aria-label={CONVERSATION_TEXT.deleteMessageLabel}
            onClick={() => setConfirming(true)}
            data-testid="message-delete"
          >
            {CONVERSATION_TEXT.deleteMessage}
          </button>
        ) : null}
      </span>
      {confirming ? (
        <ConfirmDelete
          className="message-confirm"
          title={CONVERSATION_TEXT.deleteTitle}
          body={CONVERSATION_TEXT.deleteBody}
          pending={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void remove()}
          confirmTestId="message-delete-confirm"
        />
      ) : null}
    </li>
  );
}

function Composer({ conversationId }: { conversationId: string }) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const blank = text.trim() === '';
  return (
    <form
      className="message-composer"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || sending) return;
        setSending(true);
        postResource('ConversationMessagesResource', 'create', {
          conversation_id: conversationId,
          text,
        })
          .then((message) => {
            setText('');
            // Newest first: the new message leads the first page.
            queryClient.setQueryData<FeedData<Message>>(
              messagesQuery(conversationId).queryKey,
              (data) => {
                const [first, ...rest] = data?.pages ?? [];
                return data && first
                  ? { ...data, pages: [{ ...first, data: [message, ...first.data] }, ...rest] }
                  : data;
              },
            );
            void queryClient.invalidateQueries({ queryKey: conversationsQuery().queryKey });
          })
          .catch((error: unknown) => showErrorToast(error, CONVERSATION_ERRORS.failed))
          .finally(() => setSending(false));
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {CONVERSATION_TEXT.placeholder}
      </label>
      <textarea
        id={id}
        className="round-input"
        value={text}
        rows={1}
        maxLength={MESSAGE_TEXT_MAX}
        placeholder={CONVERSATION_TEXT.placeholder}
        dir="auto"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
        data-testid="message-input"
      />
      <button
        type="submit"
        className="btn btn-red"
        disabled={!hydrated || blank || sending}
        data-testid="message-send"
      >
        {CONVERSATION_TEXT.send}
      </button>
    </form>
  );
}

function Thread({ conversationId, viewerId }: { conversationId: string; viewerId: string }) {
  const queryClient = useQueryClient();
  // Live: asked again while the page is in view (not in a background tab).
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useInfiniteQuery(
    {
      ...messagesQuery(conversationId),
      refetchInterval: CONVERSATION_LIVE_MS,
    },
  );
  const [now] = useState(() => Date.now());
  // What is shown is read: on opening, and whenever a newer message comes in.
  const newest = data?.pages[0]?.data[0]?.id ?? null;
  useEffect(() => {
    if (newest === null) return;
    void postResource('ConversationResource', 'update', { conversation_id: conversationId })
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: newsBadgeQuery().queryKey });
        void queryClient.invalidateQueries({ queryKey: conversationsQuery().queryKey });
      })
      .catch(() => undefined);
  }, [newest, conversationId, queryClient]);
  if (!data) {
    if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
    return <div className="feed-status" role="status" />;
  }
  // The pages are newest first; the thread reads top to bottom, oldest first.
  const messages = data.pages.flatMap((page) => page.data).reverse();
  return (
    <div className="thread">
      {hasNextPage ? (
        <button
          type="button"
          className="btn btn-grey thread-earlier"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {CONVERSATION_TEXT.olderMessages}
        </button>
      ) : null}
      <ul className="message-list" data-testid="message-list">
        {messages.map((m) => (
          <MessageBubble
            key={m.id}
            message={m}
            mine={m.sender.id === viewerId}
            now={now}
            conversationId={conversationId}
          />
        ))}
      </ul>
    </div>
  );
}

function Conversation({ id, viewerId }: { id: string; viewerId: string }) {
  const conversation = useQuery(conversationQuery(id));
  if (conversation.isPending) return <PageLoading />;
  if (!conversation.data) {
    return <QueryError error={conversation.error} onRetry={() => void conversation.refetch()} />;
  }
  const other = conversation.data.with;
  const name = other.full_name || other.username;
  return (
    <>
      <PageMeta
        title={CONVERSATION_TEXT.pageTitle(name)}
        path={routeHref('conversation', { id })}
        noindex
      />
      <header className="conversation-header">
        <Link href={profilePath(other.username)} className="conversation-with">
          <Avatar src={other.image_medium_url ?? other.image_small_url} name={name} size={40} />
          <h1 dir="auto">{name}</h1>
        </Link>
      </header>
      <Thread conversationId={id} viewerId={viewerId} />
      <Composer conversationId={id} />
    </>
  );
}

export default function ConversationPage({ id }: { id: string }) {
  const { viewer } = useApp();
  return (
    <div className="page page-conversation" data-testid="conversation-page">
      {viewer ? (
        <Conversation id={id} viewerId={viewer.id} />
      ) : (
        <div className="page-message">
          <Link
            href={routeHref('login', {}, { next: routeHref('conversation', { id }) })}
            className="btn btn-red"
          >
            {NAV.logIn}
          </Link>
        </div>
      )}
    </div>
  );
}
