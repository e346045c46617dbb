// Outbound links (docs/API.md "Outbound links"; spec 000 §7, 001 §7, 002 §7): the link check
// and the right-click clickthrough of `/v3/offsite/`, and what it answers.
import { REDIRECT_STATUSES } from '@corkboard/domain';
import { z } from 'zod';
import { id } from './common';
import { component } from './components';

/** "true"/"false" in a query string, true/false in a body; absent means a check only. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

const offsiteFields = {
  url: z
    .string()
    .min(1)
    .max(2048)
    .describe('The link to check: the tracked link if any, else the link.'),
  pin_id: id.optional().describe('The pin the link belongs to.'),
  third_party_ad: z.string().max(64).optional(),
  check_only: flag
    .optional()
    .describe('true (the default): only check. false: also record a clickthrough (aux_data).'),
  client_tracking_params: z.string().max(2048).optional(),
  aux_data: z
    .string()
    .max(4096)
    .optional()
    .describe(
      'A JSON string; `clickthrough_type: "rightClick"` records a right-click clickthrough.',
    ),
};

/** `GET /v3/offsite/?…` */
export const offsiteCheckQuery = z.object(offsiteFields);
/** `POST /v3/offsite/` with the same fields as JSON. */
export const offsiteCheckBody = z.object(offsiteFields);

export const OffsiteCheckSchema = component(
  'OffsiteCheck',
  z
    .strictObject({
      redirect_status: z.enum(REDIRECT_STATUSES),
      message: z
        .string()
        .describe("Why the link is flagged, for a person to read; '' when allowed."),
      url: z.string().describe('The link as checked (normalised).'),
      host: z.string().nullable().describe('Its host, shown by the blocked-link modal.'),
      offsite_url: z
        .string()
        .nullable()
        .describe('The signed /offsite/ address to open it through, when a pin was named.'),
    })
    .describe('The verdict of a link: allowed, or blocked, suspicious or porn (never opened).'),
);
export type OffsiteCheck = z.output<typeof OffsiteCheckSchema>;

/**
 * `GET /offsite/?token&url&pin&isThirdPartyAd&csr&client_tracking_params&aux_data`: the signed
 * way out (req 001-7.11). A valid visit records a clickthrough with the rest.
 */
export const offsiteQuery = z.object({
  url: z.string().max(2048).optional(),
  token: z.string().max(128).optional(),
  pin: z.string().max(32).optional(),
  isThirdPartyAd: flag.optional().describe('true: an ad served from outside Corkboard.'),
  csr: flag
    .optional()
    .describe('1: the web app checked the link on the click, then sent the person here.'),
  client_tracking_params: offsiteFields.client_tracking_params.describe(
    'Where the link was clicked: `surface` or `surface:slot`.',
  ),
  aux_data: offsiteFields.aux_data,
});

const pageParam = z.string().max(2048).optional();
/** `GET /pin_redirect/`: the signed-out clickthrough interstitial's query (spec 002 §2.1). */
export const pinRedirectQuery = z.object({
  domain: z.string().max(253).optional(),
  domainImageUrl: pageParam,
  origin: pageParam,
  pinCategory: z.string().max(64).optional(),
  pinImageUrl: pageParam,
  redirectUrl: pageParam.describe(
    'A signed /offsite/ address; anything else goes through /offsite/ unsigned.',
  ),
});
