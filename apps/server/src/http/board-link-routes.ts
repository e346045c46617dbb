// The app's board links by id (spec 002 §2.1: /board/{id}/edit/, its collaborators forms and
// /boardsection/{id}/edit/): the web's boards live at /{username}/{slug}/, so each answers a
// redirect there, with `?dialog=` naming the board page's dialog to open (its owner's edit
// form, or the collaborators). The board page opens it only for someone who may use it. A
// board the viewer may not see is the page's own 404, as every private thing is.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { boardPath, isStorableId, ROUTES, type RouteName } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { canViewBoard } from '../policy/visibility';

type Fallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** The board page's dialogs a link may open (BoardPage `dialog`). */
const LINKS: { route: RouteName; dialog: 'edit' | 'collaborators' | null; section: boolean }[] = [
  { route: 'board-edit', dialog: 'edit', section: false },
  { route: 'board-edit-collaborators', dialog: 'collaborators', section: false },
  { route: 'board-add-collaborators', dialog: 'collaborators', section: false },
  // A section is renamed from its own page's menu: the link leads there.
  { route: 'board-section-edit', dialog: null, section: true },
];

const patternOf = (name: RouteName) => {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route.pattern;
};

export function registerBoardLinkRoutes(app: FastifyInstance, ctx: AppContext, fallback: Fallback) {
  for (const link of LINKS) {
    app.get(patternOf(link.route), async (request, reply) => {
      const { id } = request.params as { id: string };
      const target = isStorableId(id) ? await targetOf(ctx, request.viewerId, id, link) : null;
      if (!target) return fallback(request, reply);
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    });
  }
}

async function targetOf(
  ctx: AppContext,
  viewerId: string | null,
  id: string,
  link: (typeof LINKS)[number],
): Promise<string | null> {
  const { stores } = ctx;
  const section = link.section ? await stores.boards.sectionById(id) : undefined;
  if (link.section && !section) return null;
  const board = await stores.boards.byId(section ? String(section.board_id) : id);
  if (!board || !(await canViewBoard(stores, board, viewerId))) return null;
  const owner = await stores.users.byId(String(board.owner_id));
  if (!owner) return null;
  const path = boardPath(owner.username, board.slug);
  if (section) return `${path}${encodeURIComponent(section.slug)}/`;
  return link.dialog ? `${path}?dialog=${link.dialog}` : path;
}
