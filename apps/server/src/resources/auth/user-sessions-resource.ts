// `UserSessionsResource get {}` and `delete {scope}` (issue 16, "/settings ... sessions with
// 'sign out everywhere'"): the signed-in person's live sessions, named by the browser and
// system they signed in from, this one marked; ending every other one, or every one (this one
// too: the session cookie is cleared and the CSRF token rotated, as at sign-out). Signed out,
// both are `unauthorized`. Ended sessions count for nothing from the next request on: a
// sessions write empties the session cache (feeds/read-invalidation.ts).
import { resourceSchemas } from '@corkboard/contracts';
import { parseDeviceKind } from '@corkboard/domain';
import { signedInViewer } from '../../policy/signed-in';
import { isoTime } from '../../storage/row-mapping';
import { action } from '../define';

const schemas = resourceSchemas.UserSessionsResource;

export const UserSessionsResource = {
  get: action(
    schemas.get,
    async (ctx) => {
      const viewerId = signedInViewer(ctx);
      const current = ctx.session.currentId();
      const rows = await ctx.app.stores.sessions.liveOf(viewerId, ctx.app.now());
      return {
        data: {
          sessions: rows.map((row) => ({
            current: row.id === current,
            ...parseDeviceKind(row.device),
            created_at: isoTime(row.createdAt),
            expires_at: isoTime(row.expiresAt),
          })),
        },
      };
    },
    { sharedRead: false },
  ),
  delete: action(schemas.delete, async (ctx, options) => {
    const viewerId = signedInViewer(ctx);
    const current = ctx.session.currentId();
    const ended = await ctx.app.stores.sessions.deleteAllOf(
      viewerId,
      options.scope === 'others' ? current : null,
    );
    if (options.scope === 'all') await ctx.session.signOut();
    return { data: { signed_out: ended } };
  }),
};
