/**
 * `POST /v3/events/` (issue 15, "Client event log"): what the web app reported. The client's
 * event id is the key, so a batch sent twice is stored once. Swept after
 * CLIENT_EVENT_LIMITS.retentionDays (migrations/0011-client-events.ts).
 */
export interface ClientEventsTable {
  id: string;
  event_type: number;
  view_type: number | null;
  component: number | null;
  element: number | null;
  object_id: string | null;
  /** JSON text of a flat object (strings, numbers, booleans). */
  aux_data: string | null;
  /** Null for a signed-out visitor. */
  user_id: number | string | null;
  /** The client's clock, ms; may be wrong, so counts use created_at. */
  client_time: number | string | null;
  created_at: number | string;
}
