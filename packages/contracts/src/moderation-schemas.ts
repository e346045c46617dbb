// Leaving safely and the operator console (issue 14): the appeal a person files against a
// blocked link ("Report a mistake"), and the operator's resources: the link block list, a URL's
// verdict with the rule behind it, the appeal and report queues, and the audit log. Every
// operator resource answers `not_found` to anyone but an operator.
import { REDIRECT_STATUSES } from '@corkboard/domain';
import { z } from 'zod';
import { id, paging, tracking } from './common';
import { component, wireId, wireTime } from './components';

const APPEAL_STATUSES = ['open', 'upheld', 'lifted'] as const;
const linkUrl = z.string().trim().min(1).max(2048);
const note = z.string().trim().max(500);

const ruleFields = {
  match: z.enum(['domain', 'prefix']).describe('A domain (and its subdomains) or a URL prefix.'),
  value: linkUrl.describe('"evil.example", or "https://host.example/path/" for a prefix.'),
  verdict: z.enum(REDIRECT_STATUSES),
  reason: note.optional().describe("What a person reads; empty: the verdict's default text."),
};

export const moderationSchemas = {
  LinkAppealResource: {
    get: z.strictObject({ host: z.string().trim().max(253).optional(), ...tracking }),
    create: z.strictObject({
      url: linkUrl,
      pin_id: id.optional(),
      message: z.string().trim().min(1).max(1000),
      ...tracking,
    }),
  },
  LinkRuleResource: {
    get: z.strictObject({ ...tracking }),
    create: z.strictObject({ ...ruleFields, ...tracking }),
    update: z.strictObject({ id, ...ruleFields, ...tracking }),
    delete: z.strictObject({ id, ...tracking }),
  },
  LinkVerdictResource: {
    get: z.strictObject({ url: linkUrl, ...tracking }),
  },
  LinkAppealQueueResource: {
    get: z.strictObject({ status: z.enum(APPEAL_STATUSES).optional(), ...paging, ...tracking }),
    update: z.strictObject({
      id,
      decision: z.enum(['uphold', 'lift']),
      note: note.optional(),
      ...tracking,
    }),
  },
  PinReportQueueResource: {
    get: z.strictObject({ ...paging, ...tracking }),
    update: z.strictObject({
      pin_id: id,
      action: z.enum(['remove_pin', 'dismiss', 'suspend_account']),
      note: note.optional(),
      ...tracking,
    }),
  },
  OperatorAuditResource: {
    get: z.strictObject({ ...paging, ...tracking }),
  },
};

export const LinkAppealSchema = component(
  'LinkAppeal',
  z
    .strictObject({
      id: wireId,
      url: z.string(),
      host: z.string(),
      status: z.enum(APPEAL_STATUSES),
      message: z.string().describe('What the person wrote.'),
      note: z.string().nullable().describe("The operator's note with the decision."),
      created_at: wireTime,
      decided_at: wireTime.nullable(),
    })
    .describe('"Report a mistake": an appeal against a blocked link, and where it stands.'),
);
export type LinkAppeal = z.output<typeof LinkAppealSchema>;

export const LinkAppealReviewSchema = component(
  'LinkAppealReview',
  LinkAppealSchema.extend({
    requester: z.strictObject({ id: wireId, username: z.string() }).nullable(),
    pin_id: wireId.nullable(),
    verdict: z.enum(REDIRECT_STATUSES).describe('The verdict the person saw.'),
    verdict_reason: z.string(),
    current_verdict: z.enum(REDIRECT_STATUSES).describe('The verdict now.'),
  }).describe('An appeal as the operator reviews it.'),
);
export type LinkAppealReview = z.output<typeof LinkAppealReviewSchema>;

export const LinkRuleSchema = component(
  'LinkRule',
  z
    .strictObject({
      id: wireId,
      match: z.enum(['domain', 'prefix']),
      value: z.string(),
      verdict: z.enum(REDIRECT_STATUSES),
      reason: z.string(),
      source: z.string().nullable().describe("null: the operator's own; else the imported list."),
    })
    .describe('A rule of the link block list.'),
);
export type LinkRuleWire = z.output<typeof LinkRuleSchema>;

export const LinkRulesSchema = component(
  'LinkRules',
  z
    .strictObject({
      rules: z.array(LinkRuleSchema).describe("The operator's own rules, newest first."),
      lists: z
        .array(z.strictObject({ source: z.string(), rules: z.number() }))
        .describe('Each imported list and how many rules it holds.'),
    })
    .describe('The link block list.'),
);

export const LinkVerdictSchema = component(
  'LinkVerdict',
  z
    .strictObject({
      url: z.string(),
      host: z.string().nullable(),
      redirect_status: z.enum(REDIRECT_STATUSES),
      message: z.string(),
      rule: LinkRuleSchema.nullable().describe('The rule that decided, if one did.'),
    })
    .describe("A URL's verdict, with the rule behind it (the console's test)."),
);

export const PinReportSchema = component(
  'PinReport',
  z
    .strictObject({
      pin_id: wireId,
      title: z.string(),
      image_url: z.string().nullable(),
      pinner: z.strictObject({ id: wireId, username: z.string(), suspended: z.boolean() }),
      reports: z.number().describe('Open reports of this pin.'),
      reasons: z.record(z.string(), z.number()).describe('How many reports gave each reason.'),
      last_reported_at: wireTime,
    })
    .describe('Reports of one pin, grouped and counted, for the report queue.'),
);

export const PinReportDecisionSchema = component(
  'PinReportDecision',
  z
    .strictObject({
      pin_id: wireId,
      action: z.enum(['remove_pin', 'dismiss', 'suspend_account']),
      reports_closed: z.number(),
    })
    .describe('What the operator did with a reported pin.'),
);

export const OperatorActionSchema = component(
  'OperatorAction',
  z
    .strictObject({
      id: wireId,
      operator: z.strictObject({ id: wireId, username: z.string() }).nullable(),
      action: z.string(),
      target: z.string(),
      detail: z.record(z.string(), z.unknown()),
      created_at: wireTime,
    })
    .describe('One entry of the audit log.'),
);
