// The link verdict as the server asks it (issue 14): the domain's rule over an in-memory index of
// the block list, so a check never waits on the network and rarely on the database. The index
// is rebuilt when the list changes: at once after a write in this process (the change
// announcements of storage/changes.ts), and within RECHECK_MS after a write by another process
// (`npm run links:import` beside a running server, a second app process), by comparing the
// list's version.
import {
  linkRuleIndex,
  linkVerdict,
  type LinkDecision,
  type LinkRuleIndex,
  type ParsedLink,
} from '@corkboard/domain';
import type { Changes } from '../storage/changes';
import type { LinkRulesStore } from '../storage/link-rules-store';
import { parseLink } from './parse-link';

const RECHECK_MS = 2_000;

export interface LinkCheck extends LinkDecision {
  /** The parsed link, null when the text is no URL. */
  link: ParsedLink | null;
}

export interface LinkChecker {
  check(url: string): Promise<LinkCheck>;
}

export function createLinkChecker(
  store: LinkRulesStore,
  changes: Changes,
  now: () => number = Date.now,
): LinkChecker {
  let index: LinkRuleIndex | null = null;
  let version = '';
  let checkedAt = 0;
  let loading: Promise<LinkRuleIndex> | null = null;
  changes.subscribe((tables) => {
    if (tables.has('link_rules') || tables.has('*')) checkedAt = 0;
  });
  const load = async (): Promise<LinkRuleIndex> => {
    const at = now();
    const current = await store.version();
    if (!index || current !== version) {
      index = linkRuleIndex(await store.all());
      version = current;
    }
    checkedAt = at;
    return index;
  };
  const fresh = (): Promise<LinkRuleIndex> => {
    if (index && now() - checkedAt < RECHECK_MS) return Promise.resolve(index);
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  };
  return {
    async check(url) {
      const link = parseLink(url);
      return { ...linkVerdict(link, await fresh()), link };
    },
  };
}
