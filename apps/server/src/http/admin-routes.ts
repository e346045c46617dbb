// /admin/ (issue 14): the operator console, rendered on the server for operators only; every
// other visitor gets the same 404 page as any unknown path. Each page reads through the operator
// resources (so their policy runs here too) and writes through the resource API from the page.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, RequestContext } from '../app/context';
import { isOperator } from '../policy/operators';
import type { ResourceTable } from '../resources/define';
import {
  adminPage,
  appealsSection,
  auditSection,
  linksSection,
  overviewSection,
  reportsSection,
  type AdminSection,
} from '../ssr/admin/admin-pages';
import { EVENT_WINDOWS, eventsSection, type EventWindow } from '../ssr/admin/events-section';
import { experienceChart, experiencesSection } from '../ssr/admin/experiences-section';
import { outboxSection } from '../ssr/admin/outbox-section';
import { plainPageHeaders } from '../ssr/plain-page';
import { requestTheme } from '../ssr/request-theme';
import { requestContext } from './request-context';
import { runRead } from './run-resource';

type NotFound = (request: FastifyRequest, reply: FastifyReply) => unknown;

const pageQuery = z.object({
  bookmark: z.string().max(512).optional(),
  status: z.enum(['open', 'upheld', 'lifted']).optional(),
  days: z.enum(EVENT_WINDOWS.map(String) as [string, ...string[]]).optional(),
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});

const bookmarksOf = (bookmark: string | undefined) => (bookmark ? { bookmarks: [bookmark] } : {});

async function sectionBody(
  resources: ResourceTable,
  ctx: RequestContext,
  section: AdminSection,
  query: z.output<typeof pageQuery>,
): Promise<string> {
  const paged = bookmarksOf(query.bookmark);
  switch (section) {
    case 'links':
      return linksSection((await runRead(resources, ctx, 'LinkRuleResource', {})).data);
    case 'appeals': {
      const status = query.status ?? 'open';
      const page = await runRead(resources, ctx, 'LinkAppealQueueResource', { status, ...paged });
      return appealsSection(page.data, status, page.bookmark);
    }
    case 'reports': {
      const page = await runRead(resources, ctx, 'PinReportQueueResource', paged);
      return reportsSection(page.data, page.bookmark);
    }
    case 'events': {
      const days = (Number(query.days) || 1) as EventWindow;
      const counts = await runRead(resources, ctx, 'ClientEventCountsResource', { days });
      return eventsSection(counts.data, days);
    }
    case 'experiences': {
      const list = (await runRead(resources, ctx, 'ExperienceAdminResource', {})).data;
      const one = query.id ? list.find((x) => x.experience_id === Number(query.id)) : undefined;
      if (!one) return experiencesSection(list, ctx.app.now());
      const stats = await runRead(resources, ctx, 'ExperienceStatsResource', {
        experience_id: one.experience_id,
        days: 30,
      });
      return experienceChart(one, stats.data);
    }
    case 'outbox':
      return outboxSection((await runRead(resources, ctx, 'MailOutboxResource', {})).data);
    case 'audit': {
      const page = await runRead(resources, ctx, 'OperatorAuditResource', paged);
      return auditSection(page.data, page.bookmark);
    }
    case 'home': {
      const [appeals, reports, rules] = await Promise.all([
        runRead(resources, ctx, 'LinkAppealQueueResource', { status: 'open', page_size: 250 }),
        runRead(resources, ctx, 'PinReportQueueResource', { page_size: 250 }),
        runRead(resources, ctx, 'LinkRuleResource', {}),
      ]);
      return overviewSection({
        openAppeals: appeals.data.length,
        reportedPins: reports.data.length,
        rules: rules.data.rules.length,
        lists: rules.data.lists.length,
      });
    }
  }
}

const SECTIONS: readonly [string, AdminSection][] = [
  ['/admin/', 'home'],
  ['/admin/links/', 'links'],
  ['/admin/appeals/', 'appeals'],
  ['/admin/reports/', 'reports'],
  ['/admin/audit/', 'audit'],
  ['/admin/events/', 'events'],
  ['/admin/experiences/', 'experiences'],
  ['/admin/outbox/', 'outbox'],
];

export function registerAdminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  resources: ResourceTable,
  notFound: NotFound,
) {
  for (const [path, section] of SECTIONS) {
    app.get(path, async (request, reply) => {
      const context = requestContext(ctx, request, reply);
      if (!isOperator(context)) return notFound(request, reply);
      const parsed = pageQuery.safeParse(request.query);
      const query = parsed.success ? parsed.data : {};
      const nonce = randomBytes(16).toString('base64');
      const [body, theme] = await Promise.all([
        sectionBody(resources, context, section, query),
        requestTheme(ctx, request),
      ]);
      return reply
        .code(200)
        .headers(plainPageHeaders(nonce))
        .send(adminPage(section, body, nonce, theme));
    });
  }
}
