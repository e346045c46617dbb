// `POST /upload/pinimage/` (docs/API.md §3 "Uploads"): the multipart form a client sends after
// `VIPResource create`, with every upload parameter plus `file`. The file is read up to the
// upload cap (a larger one is `payload_too_large` before it is all read) and handed to the
// media workers (commands/uploads.ts). Multipart parsing is registered for this route only.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_FILE_FIELD, routeContracts, uploadFormFields } from '@corkboard/contracts';
import { UPLOAD_MAX_BYTES } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { receiveUpload } from '../commands/uploads';
import { MediaError } from '../media/index';
import { requireActor } from '../resources/actor';
import { success } from './envelope';
import { AppError, invalid } from './errors';
import { requestContext } from './request-context';
import { signedInOnly } from './route-guards';
import { assertStorableText } from './storable-input';
import { parseOrInvalid } from './zod-errors';

const tooLarge = () => new AppError('payload_too_large', new MediaError('too_large').message);

export function uploadRoutes(ctx: AppContext) {
  return async (scope: FastifyInstance) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 9 },
    });
    scope.post(
      routeContracts.uploadPinImage.path,
      { onRequest: signedInOnly },
      async (request, reply) => {
        const actor = requireActor(requestContext(ctx, request, reply));
        if (!request.isMultipart()) throw invalid('body: send multipart/form-data with a file.');
        const fields: Record<string, string> = {};
        let file: Buffer | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== UPLOAD_FILE_FIELD) {
                throw invalid(`${part.fieldname}: unknown file field`);
              }
              file = await part.toBuffer();
            } else if (typeof part.value === 'string') {
              fields[part.fieldname] = part.value;
            }
          }
        } catch (error) {
          if (error instanceof AppError) throw error;
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw invalid('body: is not a readable multipart form.');
        }
        assertStorableText(fields, 'body');
        const { upload_id: uploadId, token } = parseOrInvalid(uploadFormFields, fields);
        if (!file) throw invalid(`${UPLOAD_FILE_FIELD}: is required`);
        const status = await receiveUpload(ctx, actor, { uploadId, token, file });
        reply.status(status.status === 'processing' ? 202 : 201);
        return success({ upload_id: uploadId, ...status });
      },
    );
  };
}
