// `npm run links:import FILE` (issue 14): a block list from a file in one of the common
// host-list formats (packages/domain links/host-lists.ts) replaces the rules that list brought
// last time, in one transaction, so a server running beside it never sees half a list. A
// running server picks the new rules up within seconds (links/link-checker.ts).
import { parseHostList, type LinkVerdict } from '@corkboard/domain';
import type { Storage } from '../storage/db';
import type { NewLinkRule } from '../storage/link-rules-store';
import { inTransaction } from '../storage/transaction';

export interface ImportedList {
  source: string;
  domains: number;
  prefixes: number;
  skipped: number;
}

export async function importLinkList(
  storage: Storage,
  input: { source: string; text: string; verdict: LinkVerdict; reason: string; at?: number },
): Promise<ImportedList> {
  const list = parseHostList(input.text);
  const rule = (match: NewLinkRule['match'], value: string): NewLinkRule => ({
    match,
    value,
    verdict: input.verdict,
    reason: input.reason,
  });
  const rules = [
    ...list.domains.map((d) => rule('domain', d)),
    ...list.prefixes.map((p) => rule('prefix', p)),
  ];
  const at = input.at ?? Date.now();
  await inTransaction(storage, (stores) => stores.links.replaceList(input.source, rules, at));
  return {
    source: input.source,
    domains: list.domains.length,
    prefixes: list.prefixes.length,
    skipped: list.skipped,
  };
}
