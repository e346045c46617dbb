// Pins as the demo made them, for tests that need what demo content has: topics (so related
// pins) and a board about something (so more ideas). The home feed's first card will not do:
// the feed leads with the newest saves and the newest pins, and other test files make both.
import { inject } from 'vitest';

const baseUrl = inject('baseUrl');

/** A demo pinner whose pins no test changes (the feedback tests hide some for one viewer only). */
const DEMO_PINNER = 'maya_chen';

/** The demo pinner's newest pins, `count` of them. */
export async function demoPins(count: number): Promise<{ id: string }[]> {
  const data = encodeURIComponent(JSON.stringify({ options: { username: DEMO_PINNER } }));
  const res = await fetch(`${baseUrl}/resource/UserPinsResource/get/?data=${data}`);
  const body = (await res.json()) as { resource_response: { data: { id: string }[] } };
  const pins = body.resource_response.data.slice(0, count);
  if (pins.length < count) throw new Error(`${DEMO_PINNER} has fewer than ${count} pins`);
  return pins;
}

/** The demo pinner's newest pin. */
export async function demoPin(): Promise<{ id: string }> {
  const [pin] = await demoPins(1);
  return pin!;
}

/** The demo's pin for one variant of the cards gallery (DevCardsResource: demo mode only). */
export async function demoPinOfVariant(variant: string): Promise<{ id: string }> {
  const res = await fetch(`${baseUrl}/resource/DevCardsResource/get/?data=%7B%7D`);
  const body = (await res.json()) as {
    resource_response: { data: { key: string; pin: { id: string } }[] };
  };
  const found = body.resource_response.data.find((card) => card.key === variant);
  if (!found) throw new Error(`the demo has no ${variant} pin`);
  return found.pin;
}
