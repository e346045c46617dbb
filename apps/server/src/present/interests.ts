// An interest row plus its counts → the wire Interest (packages/contracts discovery-wire.ts).
import type { Interest } from '@corkboard/contracts';
import {
  defaultSurface,
  interestUrl,
  type DiscoverySurface,
  type InterestKind,
} from '@corkboard/domain';
import type { ImageRow } from '../storage/images-store';
import type { InterestRow } from '../storage/interests-store';
import { idString } from '../storage/row-mapping';
import { imageVariants } from './images';

export function presentInterest(input: {
  row: InterestRow;
  /** The surface the interest was asked on; its kind's own surface when null. */
  surface: DiscoverySurface | null;
  followerCount: number;
  followedByMe: boolean;
  cover: ImageRow | undefined;
  isBot: boolean;
}): Interest {
  const { row } = input;
  const kind = row.kind as InterestKind;
  const id = idString(row.id);
  return {
    id,
    name: row.name,
    url_name: row.url_name,
    kind,
    url: interestUrl(input.surface ?? defaultSurface(kind), { id, url_name: row.url_name }),
    follower_count: input.followerCount,
    followed_by_me: input.followedByMe,
    images: input.cover ? imageVariants(input.cover, input.isBot) : null,
  };
}
