// The demo's interests (issue 6), derived from its pins: every tag chip is a topic (its url is
// already /topics/{slug}), every pin category a category. Pure and deterministic.
//
// Decided for the demo: only about a third of the pins carry chips, so a pin without any is
// tagged with one topic of its board's theme (picked by a hash of the pin), so that every
// demo topic page has a grid. Saves are not tagged: they are about what their original is.
import { categoryName, slugify, type InterestKind } from '@corkboard/domain';
import { BOARD_SEEDS } from './demo-boards';
import { hashSeed } from './demo-random';
import { THEMES } from './demo-themes';
import type { DemoPin, DemoPlan } from './demo-types';
import { DEMO_USER_KEY } from './demo-users';

export interface DemoInterest {
  url_name: string;
  name: string;
  kind: InterestKind;
}

export interface DemoInterests {
  interests: DemoInterest[];
  /** Pin key → url_names of its interests. */
  pinInterests: Map<string, string[]>;
  follows: { userKey: string; url_name: string }[];
}

/** The topics the demo user follows: the first chip of the themes of their first boards. */
const DEMO_FOLLOWED_THEMES = 3;

function chipsOf(pin: DemoPin): string[] {
  const data = pin.aggregated_pin_data as { pin_tags_chips?: { name: string }[] } | null;
  return (data?.pin_tags_chips ?? []).map((c) => c.name);
}

export function buildDemoInterests(plan: DemoPlan): DemoInterests {
  const themeOfBoard = new Map(BOARD_SEEDS.map((b) => [b.board.key, b.theme]));
  const interests = new Map<string, DemoInterest>();
  const add = (name: string, kind: InterestKind): string => {
    const url_name = slugify(name);
    if (!interests.has(url_name)) interests.set(url_name, { url_name, name, kind });
    return url_name;
  };
  const pinInterests = new Map<string, string[]>();
  for (const pin of plan.pins) {
    const tags: string[] = [];
    let chips = chipsOf(pin);
    const theme = themeOfBoard.get(pin.boardKey);
    if (chips.length === 0 && theme) {
      const options = THEMES[theme].chips;
      const pick = options[hashSeed('demo-interest', pin.key) % options.length];
      chips = pick ? [pick] : [];
    }
    for (const chip of chips) tags.push(add(chip, 'topic'));
    if (pin.category) tags.push(add(categoryName(pin.category), 'category'));
    pinInterests.set(pin.key, [...new Set(tags)]);
  }
  const demoThemes = [
    ...new Set(BOARD_SEEDS.filter((b) => b.board.ownerKey === DEMO_USER_KEY).map((b) => b.theme)),
  ].slice(0, DEMO_FOLLOWED_THEMES);
  const follows = demoThemes.flatMap((theme) => {
    const chip = THEMES[theme].chips[0];
    return chip ? [{ userKey: DEMO_USER_KEY, url_name: slugify(chip) }] : [];
  });
  return {
    interests: [...interests.values()].sort((a, b) => a.url_name.localeCompare(b.url_name)),
    pinInterests,
    follows: follows.filter((f) => interests.has(f.url_name)),
  };
}
