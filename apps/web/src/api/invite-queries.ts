// Shared ideas (issue 16): who shared a pin, by its invite code. "Results are cached per code"
// and "the invite is null on failure": a code is read once a page's life and never retried.
import { singleQuery } from './queries';

export const inviteQuery = (code: string) => ({
  ...singleQuery('InviteCodeMetadataResource', { invite_code: code }),
  staleTime: Infinity,
  retry: false,
});
