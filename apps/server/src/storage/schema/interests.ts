import type { Generated } from 'kysely';

/**
 * Interests (issue 6): a `topic` (a pin's tag chip) or a `category` (a pin's category). Their
 * pages are /topics/{url_name}/ and /ideas|videos|shopping/{url_name}/{id}/ (req 002-2.22).
 */
export interface InterestsTable {
  id: Generated<number | string>;
  name: string;
  url_name: string;
  kind: string;
  created_at: number | string;
}
