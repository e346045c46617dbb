// What each resource action answers in `resource_response.data`.
import type { LinkPreview, UploadStatuses, UploadTicket } from './creating-wire';
import type { HomefeedTuner, Interest, PinFeedbackResult, TodayArticle } from './discovery-wire';
import type { SearchTypeahead, SearchUser } from './search-wire';
import type {
  Board,
  BoardCollaborator,
  BoardInvite,
  BoardSection,
  BulkEditResult,
  Me,
  Pin,
  RepinResult,
  User,
  UserBlockState,
  UserState,
} from './wire';

export interface ResourceData {
  UserRegisterResource: { create: Me };
  UserSessionResource: { create: Me; delete: null };
  UserResource: { get: Me | User | null };
  PinResource: { get: Pin; create: Pin; update: Pin; delete: null };
  VIPResource: { create: UploadTicket; get: UploadStatuses };
  LinkPreviewResource: { get: LinkPreview };
  BoardResource: { get: Board; create: Board; update: Board; delete: null };
  BoardFeedResource: { get: Pin[] };
  BoardsResource: { get: Board[] };
  UserHomefeedResource: { get: Pin[] };
  UserPinsResource: { get: Pin[] };
  UserSavedResource: { get: Pin[] };
  /** Pins, boards or people, as the scope says. */
  BaseSearchResource: { get: Pin[] | Board[] | SearchUser[] };
  SearchTypeaheadResource: { get: SearchTypeahead };
  DevCardsResource: { get: { key: string; pin: Pin }[] };
  RepinResource: { create: RepinResult };
  BoardSectionResource: { create: BoardSection; update: BoardSection; delete: null };
  BoardOrderResource: { update: null };
  BulkEditResource: { delete: BulkEditResult };
  UserStateResource: { create: UserState; get: UserState };
  UserSettingsResource: { update: Me };
  UserFollowResource: { create: User; delete: User };
  UserBlockResource: { create: UserBlockState; delete: UserBlockState };
  BoardInviteResource: { create: BoardInvite; update: BoardInvite; delete: null };
  BoardInvitesResource: { get: BoardInvite[] };
  BoardCollaboratorResource: { delete: null };
  BoardCollaboratorsResource: { get: BoardCollaborator[] };
  RelatedPinFeedResource: { get: Pin[] };
  BoardMoreIdeasFeedResource: { get: Pin[] };
  TopicResource: { get: Interest };
  TopicFeedResource: { get: Pin[] };
  InterestsResource: { get: Interest[] };
  InterestFollowResource: { create: Interest; delete: Interest };
  TodayArticlesResource: { get: TodayArticle[] };
  PinFeedbackResource: { update: PinFeedbackResult };
  HomefeedTunerResource: { get: HomefeedTuner };
}
