// Public surface of the guarded fetcher. Every server-side request goes through it.
export { isPublicUnicast, ipLiteralOf, parseAddress } from './address-policy';
export {
  formatAllowHostEntry,
  isAllowlisted,
  parseAllowHostEntry,
  parseAllowHostList,
  parseAllowHosts,
  type AllowHostEntry,
  type AllowHostsParse,
} from './allow-hosts';
export {
  DEFAULT_DEADLINE_MS,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_USER_AGENT,
  type GuardedFetch,
  type GuardedFetcherOptions,
  type GuardedFetchOptions,
  type GuardedResponse,
  type GuardedResponseInfo,
} from './fetch-core';
export {
  GUARDED_FETCH_ERROR_CODES,
  GUARDED_FETCH_ERROR_MESSAGES,
  GuardedFetchError,
  isGuardedFetchError,
  type GuardedFetchErrorCode,
} from './fetch-error';
export { IMAGE_MAX_BYTES, type FetchedImage, type FetchImageOptions } from './fetch-image';
export { PAGE_MAX_BYTES, type FetchedPage, type FetchPageOptions } from './fetch-page';
export {
  createGuardedConnector,
  systemResolver,
  type ConnectHook,
  type ResolvedAddress,
  type Resolver,
} from './guarded-connector';
export { createGuardedFetcher, type GuardedFetcher } from './guarded-fetcher';
export { DEFAULT_ALLOWED_PORTS, checkUrl } from './url-policy';
