// The Messages tab of /notifications/ (issue 16): the viewer's conversations, the latest message
// first, each with the other person, what was last said (or that a Pin was sent) and whether it
// is unread.
import { Link } from 'wouter';
import type { Conversation } from '@corkboard/contracts';
import {
  COMMENT_TEXT,
  commentAge,
  CONVERSATION_TEXT,
  NEWS_TEXT,
  routeHref,
} from '@corkboard/domain';
import { conversationsQuery } from '../../api/conversation-queries';
import { Avatar } from '../../components/avatar/Avatar';
import { PagedList } from '../../components/paged-list/PagedList';

function Row({ conversation, now }: { conversation: Conversation; now: number }) {
  const other = conversation.with;
  const name = other.full_name || other.username;
  const last = conversation.last_message;
  const said = last ? last.text || CONVERSATION_TEXT.sentAPin : '';
  return (
    <li className="news-item" data-testid="conversation-item">
      <Avatar src={other.image_small_url} name={name} size={48} />
      <Link
        href={routeHref('conversation', { id: conversation.id })}
        className="news-body"
        aria-label={CONVERSATION_TEXT.withName(name)}
        data-testid="conversation-link"
      >
        <span className="news-text" dir="auto">
          {name}
        </span>
        {said ? (
          <span className="news-comment" dir="auto">
            {said}
          </span>
        ) : null}
        <span className="news-meta">
          <time dateTime={conversation.updated_at} suppressHydrationWarning>
            {COMMENT_TEXT.age(commentAge(Date.parse(conversation.updated_at), now))}
          </time>
          {conversation.unread ? (
            <span className="news-new" data-testid="conversation-unread">
              {NEWS_TEXT.newLabel}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

export function Conversations() {
  return (
    <PagedList
      query={conversationsQuery()}
      empty={CONVERSATION_TEXT.noConversations}
      testId="conversation"
      item={(c, now) => <Row key={c.id} conversation={c} now={now} />}
    />
  );
}
