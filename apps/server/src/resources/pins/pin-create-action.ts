// PinResource create (docs/API.md §3): schema → one image source → command → the new pin, which
// carries `id` and `pinner.id` (req 002-7.20: "Response carries id and pinner.id").
import { resourceSchemas } from '@corkboard/contracts';
import { BODY_LIMITS, CREATE_PIN_ERRORS, pinMethod } from '@corkboard/domain';
import { createPin, type ImageSource } from '../../commands/create-pin';
import { hydratePins } from '../../feeds/hydrate-pins';
import { invalid, notFound } from '../../http/errors';
import { requireActor } from '../actor';
import { action } from '../define';

export const pinCreateAction = {
  // The one big body: an image as a base64 data string (docs/API.md §3).
  create: action(
    resourceSchemas.PinResource.create,
    async (ctx, options) => {
      const actor = requireActor(ctx);
      const sources: ImageSource[] = [];
      if (options.upload_id !== undefined)
        sources.push({ kind: 'upload', uploadId: options.upload_id });
      if (options.image_url !== undefined) sources.push({ kind: 'url', url: options.image_url });
      if (options.image_base64 !== undefined) {
        sources.push({ kind: 'base64', data: options.image_base64 });
      }
      const [image] = sources;
      if (!image || sources.length > 1) throw invalid(CREATE_PIN_ERRORS.oneImage);
      const id = await createPin(ctx.app, actor, {
        image,
        address: ctx.address,
        boardId: options.board_id ?? null,
        sectionId: options.section ?? null,
        title: options.title ?? '',
        description: options.description ?? '',
        link: options.link ? options.link : null,
        altText: options.alt_text ? options.alt_text : null,
        method: pinMethod(options.method, options.guid),
      });
      const row = await ctx.app.stores.pins.byId(id);
      const [pin] = row ? await hydratePins(ctx, [row]) : [];
      if (!pin) throw notFound('That Pin');
      return { data: pin };
    },
    { bodyLimit: BODY_LIMITS.pinCreate },
  ),
};
