// What each resource action answers in `resource_response.data`.
import type { Board, Me, Pin, User } from './wire';

export interface ResourceData {
  UserRegisterResource: { create: Me };
  UserSessionResource: { create: Me; delete: null };
  UserResource: { get: Me | User | null };
  PinResource: { get: Pin };
  BoardResource: { get: Board };
  BoardFeedResource: { get: Pin[] };
  BoardsResource: { get: Board[] };
  UserHomefeedResource: { get: Pin[] };
  UserPinsResource: { get: Pin[] };
  UserSavedResource: { get: Pin[] };
  DevCardsResource: { get: { key: string; pin: Pin }[] };
}
