// The known-device cookie: set at every sign-in, it names a device (a random id kept across
// sign-ins) and the account signed in on it, signed with the session secret so nobody can
// make one up for an account they cannot sign in to. A sign-in from a device known for that
// account is counted apart from everyone else's (domain `signInCounters`), so the owner gets in
// while someone elsewhere hammers the account.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStorableId } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { DEVICE_COOKIE, isWellFormedToken, newToken } from './session';

export interface KnownDevice {
  id: string;
  userId: string;
}

const YEAR_S = 365 * 24 * 60 * 60;

export function readKnownDevice(app: AppContext, request: FastifyRequest): KnownDevice | null {
  const [id, userId, signature, ...rest] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
  if (rest.length > 0 || !isWellFormedToken(id) || !userId || !isStorableId(userId)) {
    return null;
  }
  if (!signature || !app.signer.verify('device', `${id}.${userId}`, signature)) return null;
  return { id, userId };
}

/** Names `userId` on this device, keeping the device's id when it has one. */
export function rememberDevice(
  app: AppContext,
  reply: FastifyReply,
  device: KnownDevice | null,
  userId: string,
) {
  const id = device?.id ?? newToken();
  const value = `${id}.${userId}`;
  reply.setCookie(DEVICE_COOKIE, `${value}.${app.signer.sign('device', value)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    maxAge: YEAR_S,
  });
}
