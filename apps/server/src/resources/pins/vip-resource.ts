// VIPResource (docs/API.md §3 "Uploads"): register an upload, read the status of the viewer's
// uploads. The file itself goes to the upload URL (http/upload-routes.ts).
import { resourceSchemas } from '@corkboard/contracts';
import { registerUpload, uploadStatuses } from '../../commands/uploads';
import { requireActor } from '../actor';
import { action } from '../define';

export const VIPResource = {
  create: action(resourceSchemas.VIPResource.create, async (ctx) => ({
    data: await registerUpload(ctx.app, requireActor(ctx), ctx.address),
  })),
  get: action(resourceSchemas.VIPResource.get, async (ctx, options) => ({
    data: await uploadStatuses(ctx.app, requireActor(ctx), options.upload_ids),
  })),
};
