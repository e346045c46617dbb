import type { Me, User, UserSummary } from '@corkboard/contracts';
import type { UserSettingsRow } from '../storage/user-settings-store';
import type { UserCounts, UserRow } from '../storage/users-store';
import { idString, isoTime, toFlag } from '../storage/row-mapping';
import { imageUrl } from './images';

export function fullName(u: Pick<UserRow, 'first_name' | 'last_name'>): string {
  return [u.first_name, u.last_name].filter(Boolean).join(' ');
}

function avatar(u: UserRow, size: '60x60' | '136x136' | '236x'): string | null {
  return u.avatar_signature ? imageUrl(size, u.avatar_signature, 'jpg') : null;
}

export function presentUserSummary(u: UserRow, followedByMe?: boolean): UserSummary {
  const summary: UserSummary = {
    id: idString(u.id),
    username: u.username,
    full_name: fullName(u),
    image_small_url: avatar(u, '60x60'),
    image_medium_url: avatar(u, '136x136'),
    is_verified_merchant: toFlag(u.is_verified_merchant),
    verified_identity: { verified: toFlag(u.verified_identity) },
  };
  if (followedByMe !== undefined) summary.explicitly_followed_by_me = followedByMe;
  return summary;
}

export function presentUser(u: UserRow, counts: UserCounts, followedByMe: boolean): User {
  return {
    ...presentUserSummary(u),
    first_name: u.first_name,
    image_large_url: avatar(u, '236x'),
    about: u.about,
    ...counts,
    created_at: isoTime(u.created_at),
    explicitly_followed_by_me: followedByMe,
    verified_identity: { verified: toFlag(u.verified_identity) },
    is_verified_merchant: toFlag(u.is_verified_merchant),
  };
}

/** What Me adds beyond the row and counts; absent parts read as their defaults. */
export interface MeExtras {
  settings?: UserSettingsRow | undefined;
  hasQuickSavesBoard?: boolean;
  /** Has the operator role (policy/operators.ts). */
  isOperator?: boolean;
  /** When they came back after 28 days away (user_sign_ins.resurrected_at). */
  resurrectedAt?: number | null;
}

export function presentMe(u: UserRow, counts: UserCounts, extras: MeExtras = {}): Me {
  const s = extras.settings;
  const choice = (value: number | null | undefined) =>
    value === null || value === undefined ? null : toFlag(value);
  return {
    ...presentUser(u, counts, false),
    email: u.email,
    save_behavior: u.save_behavior === 1 ? 1 : 0,
    // The spec's employee-only debug panel is shown to operators too (issue 14).
    is_employee: toFlag(u.is_employee) || extras.isOperator === true,
    is_operator: extras.isOperator === true,
    has_quicksave_board: extras.hasQuickSavesBoard ?? false,
    allow_analytic_cookies: choice(s?.allow_analytic_cookies),
    allow_marketing_cookies: choice(s?.allow_marketing_cookies),
    allow_personalization_cookies: choice(s?.allow_personalization_cookies),
    surface_tag: s?.surface_tag ?? null,
    dark_mode: toFlag(s?.dark_mode),
    resurrection_info: {
      resurrection_dt: extras.resurrectedAt == null ? null : isoTime(extras.resurrectedAt),
    },
  };
}
