/**
 * Experiences (issue 15; migrations/0012-experiences.ts): what operators author, and each
 * viewer's history with each one. JSON columns are text on SQLite and jsonb on PostgreSQL;
 * the store reads both through row-mapping's fromJson.
 */
export interface ExperiencesTable {
  /** The spec's experience_id: the operator's, or the next free one from 600000. */
  id: number | string;
  name: string;
  placement_id: number;
  kind: string;
  /** draft | active | paused */
  status: string;
  priority: number;
  starts_at: number | string | null;
  ends_at: number | string | null;
  targeting: unknown;
  caps: unknown;
  display_data: unknown;
  /** JSON array of "placement:experience". */
  triggers: unknown;
  created_by: number | string | null;
  created_at: number | string;
  updated_at: number | string;
}

/**
 * One viewer's history with one experience. The viewer is `u:{user id}` or, signed out,
 * `v:{hash of the visitor cookie}`; a person's rows go with their account.
 */
export interface ExperienceStatesTable {
  viewer_key: string;
  experience_id: number | string;
  user_id: number | string | null;
  viewed_at: number | string | null;
  completed_at: number | string | null;
  dismissed_at: number | string | null;
  triggered_at: number | string | null;
  shows: number;
  updated_at: number | string;
}
