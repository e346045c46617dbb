// Every resource the server answers, by name and action (API.md §3).
import { UserRegisterResource } from './auth/user-register-resource';
import { UserSessionResource } from './auth/user-session-resource';
import { BoardFeedResource } from './boards/board-feed-resource';
import { BoardResource } from './boards/board-resource';
import { BoardsResource } from './boards/boards-resource';
import type { ResourceTable } from './define';
import { DevCardsResource } from './dev/dev-cards-resource';
import { UserHomefeedResource } from './feeds/homefeed-resource';
import { UserPinsResource, UserSavedResource } from './feeds/user-pins-resources';
import { PinResource } from './pins/pin-resource';
import { UserResource } from './users/user-resource';

export const RESOURCES: ResourceTable = {
  UserRegisterResource,
  UserSessionResource,
  UserResource,
  PinResource,
  BoardResource,
  BoardFeedResource,
  BoardsResource,
  UserHomefeedResource,
  UserPinsResource,
  UserSavedResource,
  DevCardsResource,
};
