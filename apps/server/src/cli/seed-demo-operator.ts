// The demo's operator account (issue 14; named in the README, demo mode only): seeded once with
// the demo, so the /admin/ console can be tried. It has the operator role only while DEMO is on
// (config.ts adds it to the operators).
import { DEMO_OPERATOR } from '../config/config';
import { hashPassword } from '../commands/passwords';
import type { Stores } from '../storage/stores';

export async function seedDemoOperator(stores: Stores, at: number): Promise<void> {
  if (await stores.users.byUsername(DEMO_OPERATOR.username)) return;
  await stores.users.insert({
    username: DEMO_OPERATOR.username,
    email: `${DEMO_OPERATOR.username}@corkboard.example`,
    password_hash: await hashPassword(DEMO_OPERATOR.password),
    first_name: 'Operator',
    last_name: '',
    about: 'Runs this Corkboard (demo account).',
    avatar_signature: null,
    is_employee: 0,
    is_verified_merchant: 0,
    verified_identity: 0,
    save_behavior: 0,
    created_at: at,
  });
}
