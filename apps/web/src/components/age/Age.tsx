// How long ago something happened ("3d"), in the comments' words, against the page's one clock
// (read once, so the ages do not tick while someone reads). The appeals and reports pages use it.
import { COMMENT_TEXT, commentAge } from '@corkboard/domain';

export function Age({ at, now }: { at: string; now: number }) {
  return (
    <time dateTime={at} suppressHydrationWarning>
      {COMMENT_TEXT.age(commentAge(Date.parse(at), now))}
    </time>
  );
}
