// People as a grid of cards: avatar, name, @username and follower count, each a link to the
// profile, with "Load more" while the list goes on. Search's people and a profile's followers
// and following lists show them this way.
import type { SearchUser } from '@corkboard/contracts';
import { Link } from 'wouter';
import { atUsername, followerCount, profilePath } from '@corkboard/domain';
import { Avatar } from '../avatar/Avatar';
import { LoadMoreButton } from '../load-more/LoadMoreButton';
import './user-list.css';

export function UserList({
  users,
  testId,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  users: SearchUser[];
  testId: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}) {
  return (
    <>
      <ul className="user-results" data-testid={testId}>
        {users.map((user) => {
          const name = user.full_name || user.username;
          return (
            <li key={user.id}>
              <Link href={profilePath(user.username)} className="user-result">
                <Avatar src={user.image_medium_url ?? user.image_small_url} name={name} size={64} />
                <span className="user-result-name" dir="auto">
                  {name}
                </span>
                <span className="user-result-meta">{atUsername(user.username)}</span>
                <span className="user-result-meta">{followerCount(user.follower_count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    </>
  );
}
