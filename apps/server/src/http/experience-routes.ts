// `PUT /v3/experiences/{placement}:{experience}/trigger/` (spec 001 §7, req 001-7.07): the
// client triggers each of an experience's triggerable_placed_exps, so one that waits for a
// trigger (targeting.triggered_only) may be chosen next. Signed in or out; CSRF applies, as to
// every non-GET request.
import { randomBytes } from 'node:crypto';
import { experienceTriggerBody, experienceTriggerParams, surveyParams } from '@corkboard/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app/context';
import { markExperience } from '../experiences/mark-experience';
import { requestTheme } from '../ssr/request-theme';
import { surveyPage, surveyPageHeaders } from '../ssr/survey-page';
import { errorPage } from '../ssr/page-renderer';
import { plainPageHeaders } from '../ssr/plain-page';
import { success } from './envelope';
import { requestContext } from './request-context';
import { parseOrInvalid } from './zod-errors';

export function registerExperienceRoutes(app: FastifyInstance, ctx: AppContext) {
  // The product's own survey page, framed by a survey experience (ssr/survey-page.ts).
  app.get<{ Params: { experience_id: string } }>(
    '/survey/:experience_id/',
    async (request, reply) => {
      const parsed = surveyParams.safeParse(request.params);
      const id = parsed.success ? parsed.data.experience_id : '';
      if (!id || !(await ctx.stores.experiences.byId(Number(id)))) {
        return reply.code(404).headers(plainPageHeaders()).send(errorPage(404));
      }
      const nonce = randomBytes(16).toString('base64');
      return reply
        .code(200)
        .headers(surveyPageHeaders(nonce))
        .send(surveyPage(id, nonce, await requestTheme(ctx, request)));
    },
  );
  app.put<{ Params: { placed_experience_id: string } }>(
    '/v3/experiences/:placed_experience_id/trigger/',
    async (request, reply) => {
      const { placed_experience_id: placed } = parseOrInvalid(
        experienceTriggerParams,
        request.params,
      );
      parseOrInvalid(experienceTriggerBody, request.body ?? {});
      const context = requestContext(ctx, request, reply);
      return success(await markExperience(context, placed, 'triggered'));
    },
  );
}
