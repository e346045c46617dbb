// /notifications/ (issue 16): the news hub. Who did what, newest first, 25 at a time: a follow
// leads to the person, a save to the pin, a comment or a reply to the pin's comments, an
// invitation to the board. What came after the last visit is marked New; opening the page marks
// it all read (NewsHubBadgeResource update), and the badges go to nothing at once.
import { useEffect } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { NewsItem } from '@corkboard/contracts';
import {
  COMMENT_TEXT,
  commentAge,
  CONVERSATION_TEXT,
  NAV,
  NEWS_TEXT,
  pinPath,
  profilePath,
  routeHref,
} from '@corkboard/domain';
import { postResource } from '../../api/client';
import { newsBadgeQuery, newsQuery } from '../../api/news-queries';
import { Conversations } from './Conversations';
import { Avatar } from '../../components/avatar/Avatar';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PagedList } from '../../components/paged-list/PagedList';
import { useApp } from '../../state/app-context';
import './news.css';

/** Where an item leads. */
function hrefOf(item: NewsItem): string {
  switch (item.kind) {
    case 'followed_you':
      return profilePath(item.actor.username);
    case 'invited_you_to_board':
      return item.board?.url ?? profilePath(item.actor.username);
    case 'commented_on_your_pin':
    case 'replied_to_your_comment':
      return item.pin ? routeHref('pin-comments', { id: item.pin.id }) : '/';
    case 'saved_your_pin':
      return item.pin ? pinPath(item.pin.id, item.pin.title) : '/';
    case 'messaged_you':
      return item.message
        ? routeHref('conversation', { id: item.message.conversation_id })
        : profilePath(item.actor.username);
  }
}

function NewsRow({ item, now }: { item: NewsItem; now: number }) {
  const name = item.actor.full_name || item.actor.username;
  return (
    <li className="news-item" data-testid="news-item" data-kind={item.kind}>
      <Link href={profilePath(item.actor.username)} className="news-avatar" tabIndex={-1}>
        <Avatar src={item.actor.image_small_url} name={name} size={48} />
      </Link>
      <Link href={hrefOf(item)} className="news-body" data-testid="news-link">
        <span className="news-text" dir="auto">
          {NEWS_TEXT.item(item.kind, name, item.board?.name ?? null)}
        </span>
        {item.comment || item.message?.text ? (
          <span className="news-comment" dir="auto">
            “{item.comment?.text ?? item.message?.text}”
          </span>
        ) : null}
        <span className="news-meta">
          <time dateTime={item.created_at} suppressHydrationWarning>
            {COMMENT_TEXT.age(commentAge(Date.parse(item.created_at), now))}
          </time>
          {item.unread ? (
            <span className="news-new" data-testid="news-new">
              {NEWS_TEXT.newLabel}
            </span>
          ) : null}
        </span>
      </Link>
      {item.pin ? (
        <Link href={hrefOf(item)} className="news-pin" tabIndex={-1} aria-hidden="true">
          {item.pin.image_url ? (
            <img
              src={item.pin.image_url}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              style={{ background: item.pin.dominant_color }}
            />
          ) : (
            <span style={{ background: item.pin.dominant_color }} />
          )}
        </Link>
      ) : null}
    </li>
  );
}

function News() {
  const queryClient = useQueryClient();
  // The list PagedList shows (the same query, read once): marked read only once it has come,
  // so what was new is still marked New in it, whichever request the server answers first.
  const listed = useInfiniteQuery(newsQuery()).isSuccess;
  // Seen: everything up to now is read, the badges go at once (New stays on what was new here).
  useEffect(() => {
    if (!listed) return;
    void postResource('NewsHubBadgeResource', 'update', {})
      .then((badge) => queryClient.setQueryData(newsBadgeQuery().queryKey, badge))
      .catch(() => undefined);
  }, [queryClient, listed]);
  return (
    <PagedList
      query={newsQuery()}
      empty={NEWS_TEXT.empty}
      testId="news"
      item={(item, now) => <NewsRow key={item.id} item={item} now={now} />}
    />
  );
}

export type NewsTab = 'updates' | 'messages';

export default function NewsPage({ tab }: { tab: NewsTab }) {
  const { viewer } = useApp();
  const path = routeHref('notifications');
  const title = tab === 'messages' ? CONVERSATION_TEXT.messages : NEWS_TEXT.title;
  return (
    <div className="page page-news">
      <PageMeta title={title} path={path} noindex />
      <h1 className="visually-hidden">{title}</h1>
      <nav className="news-tabs" aria-label={NEWS_TEXT.title}>
        {(['updates', 'messages'] as const).map((t) => (
          <Link
            key={t}
            href={t === 'updates' ? path : routeHref('notifications', {}, { tab: 'messages' })}
            className="news-tab"
            aria-current={t === tab ? 'page' : undefined}
            data-testid={`news-tab-${t}`}
          >
            {t === 'updates' ? CONVERSATION_TEXT.updates : CONVERSATION_TEXT.messages}
          </Link>
        ))}
      </nav>
      {viewer ? (
        tab === 'messages' ? (
          <Conversations />
        ) : (
          <News />
        )
      ) : (
        <div className="page-message">
          <p>{NEWS_TEXT.logIn}</p>
          <Link href={routeHref('login', {}, { next: path })} className="btn btn-red">
            {NAV.logIn}
          </Link>
        </div>
      )}
    </div>
  );
}
