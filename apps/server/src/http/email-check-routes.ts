// GET /email/verify/?t=… (issue 16): the email check's link. It verifies the address and goes
// to the settings, where the address now reads verified; a link that cannot be used goes to
// /email_verification_error/ (spec 002 §2.1), which offers a new one.
import { RESET_TOKEN_PARAM, routeHref } from '@corkboard/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app/context';
import { verifyEmail } from '../commands/email-check';

export function registerEmailCheckRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(routeHref('email-verify'), async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const token = typeof query[RESET_TOKEN_PARAM] === 'string' ? query[RESET_TOKEN_PARAM] : '';
    const verified = await verifyEmail(ctx, token);
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(routeHref(verified ? 'settings' : 'email-verification-error'), 303);
  });
}
