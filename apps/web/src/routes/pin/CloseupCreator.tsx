// The pin's creator (its native creator, else the person who pinned it) with the follower count
// and Follow, as Pinterest's closeup has them. The count and the follow state come from the
// person's profile (UserResource), loaded after the pin: the name and picture show at once.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { UserSummary } from '@corkboard/contracts';
import { followerCount, profilePath } from '@corkboard/domain';
import { userQuery } from '../../api/queries';
import { Avatar } from '../../components/avatar/Avatar';
import { FollowUserButton } from '../../components/social/FollowButton';
import { useApp } from '../../state/app-context';

export function CloseupCreator({ creator }: { creator: UserSummary }) {
  const { viewer, isBot } = useApp();
  const query = userQuery(creator.username);
  // Crawlers get the page as it is: no follow button, no second call.
  const { data: user } = useQuery({ ...query, enabled: !isBot });
  const own = viewer?.id === creator.id;
  return (
    <div className="closeup-creator" data-testid="closeup-creator">
      <Link href={profilePath(creator.username)} className="closeup-pinner">
        <Avatar src={creator.image_medium_url} name={creator.full_name} size={48} />
        <span className="closeup-creator-lines">
          <span dir="auto">{creator.full_name || creator.username}</span>
          {user ? (
            <span className="closeup-followers" data-testid="closeup-followers">
              {followerCount(user.follower_count)}
            </span>
          ) : isBot ? null : (
            // The count's line is held while it loads, so the name does not move (CLS 0).
            <span className="closeup-followers" aria-hidden="true">
              {'\u00a0'}
            </span>
          )}
        </span>
      </Link>
      {user && !own ? (
        <FollowUserButton user={user} queryKey={query.queryKey} testId="closeup-follow" />
      ) : null}
    </div>
  );
}
