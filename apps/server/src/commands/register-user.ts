// Creates an account: unique email and username (derived from the email when not given).
// Limited by address (domain abuse-limits.ts): every attempt spends the email-lookup budget (a
// `conflict` tells whether an email is registered), and each account created a sign-up.
import {
  emailLookupCounter,
  isValidUsername,
  normaliseLogin,
  RATE_LIMIT_ERRORS,
  signUpCounter,
} from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError, invalid } from '../http/errors';
import { takeOrRefuse } from '../http/rate-limiter';
import { hashPassword } from './passwords';

type NewAccount = {
  email: string;
  password: string;
  first_name: string;
  username?: string | undefined;
};

export async function registerUser(
  app: AppContext,
  input: NewAccount,
  address: string,
): Promise<string> {
  takeOrRefuse(app.limiter, [emailLookupCounter(address)], RATE_LIMIT_ERRORS.emailLookups);
  const signUp = signUpCounter(address);
  takeOrRefuse(app.limiter, [signUp], RATE_LIMIT_ERRORS.signUps);
  try {
    return await createAccount(app, input);
  } catch (error) {
    // Refused (conflict, invalid): no account was made, so the sign-up is given back.
    app.limiter.release([signUp]);
    throw error;
  }
}

/** The account itself, unlimited: for the sign-up above and for seeding (bench, tools). */
export async function createAccount(app: AppContext, input: NewAccount): Promise<string> {
  const email = normaliseLogin(input.email);
  if (await app.stores.users.byEmail(email)) {
    throw new AppError('conflict', 'An account with that email already exists.');
  }
  let username: string;
  if (input.username !== undefined) {
    username = input.username.toLowerCase();
    if (!isValidUsername(username)) {
      throw invalid(
        'username: use 3 to 30 letters, numbers or underscores (not only digits, not a reserved name)',
      );
    }
    if (await app.stores.users.usernameTaken(username)) {
      throw new AppError('conflict', 'That username is taken.');
    }
  } else {
    username = await freeUsername(app, email);
  }
  const password_hash = await hashPassword(input.password);
  try {
    return await app.stores.users.insert({
      username,
      email,
      password_hash,
      first_name: input.first_name.trim().replace(/\s+/g, ' '),
      last_name: '',
      about: '',
      avatar_signature: null,
      is_employee: 0,
      is_verified_merchant: 0,
      verified_identity: 0,
      save_behavior: 0,
      created_at: app.now(),
    });
  } catch (error) {
    // Two sign-ups racing for the same email or username: the unique index decides.
    if (/unique|duplicate/i.test(String(error))) {
      throw new AppError('conflict', 'An account with that email or username already exists.');
    }
    throw error;
  }
}

async function freeUsername(app: AppContext, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9_]/g, '');
  let stem = local.slice(0, 24);
  if (!isValidUsername(stem)) stem = `user${stem}`.slice(0, 24);
  if (!isValidUsername(stem)) stem = 'corkboarder';
  if (!(await app.stores.users.usernameTaken(stem))) return stem;
  for (let n = 1; n < 1000; n += 1) {
    const candidate = `${stem}${n}`;
    if (!(await app.stores.users.usernameTaken(candidate))) return candidate;
  }
  return `${stem}${Date.now().toString(36)}`;
}
