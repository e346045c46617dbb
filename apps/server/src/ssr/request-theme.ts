// The theme of a plain page the server renders (spec 001 §4, reqs 001-4.24 and 001-4.25;
// packages/domain theme.ts): the signed-in viewer's dark_mode flag, else the inference experiment
// of the visit's kind, drawn for the same key as the web app's pages (ssr/page-renderer.ts).
import { assignAll, themeFor, type Theme } from '@corkboard/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app/context';
import { experimentKey } from '../http/request-context';
import { toFlag } from '../storage/row-mapping';

export async function requestTheme(app: AppContext, request: FastifyRequest): Promise<Theme> {
  const viewerId = request.viewerId;
  const settings = viewerId ? await app.stores.userSettings.get(viewerId) : undefined;
  const experiments = assignAll(experimentKey(request), app.config.experimentOverrides);
  return themeFor(viewerId ? { dark_mode: toFlag(settings?.dark_mode) } : null, experiments);
}
