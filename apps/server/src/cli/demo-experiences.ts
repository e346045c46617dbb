// The demo's experiences (issue 15: "The demo seeds a set of experiences that show each type
// somewhere in the product"): one of each kind, each for the people it suits, so a visitor, a
// new member and a returning one each meet a different few. Seeded on a demo's start when
// there are none (the full scenario only: the browser tests author their own).
import { PLACEMENTS, validateDisplayData, type ExperienceKind } from '@corkboard/domain';
import type { ExperienceInput } from '../storage/experiences-store';
import type { Stores } from '../storage/stores';

type Demo = Omit<ExperienceInput, 'createdBy' | 'status' | 'startsAt' | 'endsAt' | 'triggers'> & {
  id: number;
  triggers?: string[];
};

const demo = (id: number, kind: ExperienceKind, rest: Omit<Demo, 'id' | 'kind'>): Demo => ({
  id,
  kind,
  ...rest,
});

export function demoExperiences(publicUrl: string): Demo[] {
  const survey = 600_005;
  return [
    demo(500_863, 'welcome_back', {
      name: 'Welcome back (spec experience 500863)',
      placementId: PLACEMENTS.home_top.id,
      priority: 10,
      targeting: { audience: 'signed_in', lifecycle: 'resurrected' },
      caps: { max_views: 3 },
      displayData: { message: 'Here is what is new since your last visit.' },
    }),
    demo(600_001, 'tooltip', {
      name: 'Search tip for visitors',
      placementId: PLACEMENTS.header.id,
      priority: 1,
      targeting: { audience: 'signed_out' },
      caps: { max_ignored: 3 },
      displayData: {
        anchor: 'header_search',
        has_pulsar: true,
        has_tooltip: true,
        tooltip: {
          mainText: 'Search for recipes, rooms, outfits and more.',
          confirmButtonText: 'Got it',
        },
      },
    }),
    demo(600_002, 'callout', {
      name: 'New members: boards',
      placementId: PLACEMENTS.home_top.id,
      priority: 5,
      targeting: { audience: 'signed_in', lifecycle: 'new' },
      caps: { max_ignored: 5 },
      displayData: {
        display_type: 'info-callout',
        title: 'Save ideas to boards',
        message: 'Tap Save on any Pin to keep it. Boards keep your ideas in order.',
        primaryAction: { label: 'Explore ideas', href: '/ideas/' },
      },
    }),
    demo(600_003, 'upsell', {
      name: 'Sign up from search',
      placementId: PLACEMENTS.search.id,
      priority: 1,
      targeting: { audience: 'signed_out' },
      caps: { max_ignored: 3 },
      displayData: {
        display_type: 'upsell',
        message: 'Sign up to save what you find and get ideas made for you.',
        primaryAction: { label: 'Sign up', href: '/signup/' },
      },
    }),
    demo(600_004, 'modal', {
      name: 'First Pin',
      placementId: PLACEMENTS.pin_builder.id,
      priority: 1,
      targeting: { audience: 'signed_in' },
      caps: { max_views: 1 },
      displayData: {
        title: 'Make your first Pin',
        body: 'Add a picture, give it a title and a link, and pick a board. That is all.',
        complete_button: { text: 'Got it' },
      },
      triggers: [`${PLACEMENTS.survey.id}:${survey}`],
    }),
    demo(survey, 'survey', {
      name: 'How are we doing? (after the first Pin)',
      placementId: PLACEMENTS.survey.id,
      priority: 1,
      targeting: { audience: 'signed_in', triggered_only: true },
      caps: { max_ignored: 2, group: 'surveys', group_max_per_day: 1 },
      displayData: {
        title: 'Got a minute?',
        sub_text: 'One question about Corkboard.',
        link: { href: `${publicUrl.replace(/\/$/, '')}/survey/${survey}/` },
        action_trigger: 3,
        complete_button: { text: 'Sure' },
        dismiss_button: { text: 'Not now' },
      },
    }),
    demo(600_006, 'popover', {
      name: 'Closeup: save to a board',
      placementId: PLACEMENTS.closeup.id,
      priority: 1,
      targeting: { audience: 'signed_in', lifecycle: 'new' },
      caps: { max_ignored: 3 },
      displayData: {
        anchor: 'closeup_save',
        title: 'Keep it for later',
        message: 'Save puts this Pin on a board of yours. Change the board from the arrow.',
      },
    }),
    demo(600_007, 'flyout', {
      name: 'Board: sections',
      placementId: PLACEMENTS.board.id,
      priority: 1,
      targeting: { audience: 'signed_in' },
      caps: { max_ignored: 2 },
      displayData: {
        anchor: 'board_tools',
        message: 'Group the Pins of a big board into sections.',
        scroll_to_dismiss: true,
        scroll_to_dismiss_delay_in_seconds: 2,
      },
    }),
    demo(600_008, 'toast', {
      name: 'After a save on a Pin',
      placementId: PLACEMENTS.save_pin.id,
      priority: 1,
      targeting: { audience: 'signed_in' },
      caps: { max_views: 1 },
      displayData: {
        message: 'Nice find! Your saves also tune your home feed.',
        delay_in_millis: 2500,
      },
    }),
    demo(600_009, 'metrics_banner', {
      name: 'Home feed check',
      placementId: PLACEMENTS.home_top.id,
      priority: 1,
      targeting: { audience: 'signed_in' },
      caps: { max_views: 2, group: 'surveys', group_max_per_day: 1 },
      displayData: {
        title_text: 'How is your home feed?',
        subtitle_text: 'One tap tells us.',
        buttons: [{ text: 'Great' }, { text: 'Not great', uri: '/edit/' }],
      },
    }),
    demo(600_010, 'hero', {
      name: 'Visitors: find your next idea',
      placementId: PLACEMENTS.home_top.id,
      priority: 3,
      targeting: { audience: 'signed_out' },
      caps: { max_ignored: 2 },
      displayData: {
        title: 'Find your next idea',
        message: 'Recipes, rooms, outfits and more, saved in one place.',
        primaryAction: { label: 'Sign up', href: '/signup/' },
      },
    }),
    demo(600_011, 'search_delight', {
      name: 'Autumn searches: falling leaves',
      placementId: PLACEMENTS.search.id,
      priority: 2,
      targeting: {},
      caps: { max_views: 5 },
      displayData: {
        search_query_list: ['autumn', 'fall', 'fall decor', 'leaves'],
        icon: 29,
        iconColor: 6,
        message: 'Hello, autumn! Fresh ideas for the season.',
      },
    }),
  ];
}

/** Seeds the demo's experiences, published, when there are none yet. */
export async function seedDemoExperiences(
  stores: Stores,
  publicUrl: string,
  at: number,
): Promise<void> {
  if ((await stores.experiences.all()).length > 0) return;
  for (const { id, triggers, ...rest } of demoExperiences(publicUrl)) {
    const [problem] = validateDisplayData(rest.kind, rest.displayData);
    if (problem) throw new Error(`demo experience ${id}: ${problem.field}: ${problem.message}`);
    await stores.experiences.create(
      {
        ...rest,
        status: 'active',
        startsAt: null,
        endsAt: null,
        triggers: triggers ?? [],
        createdBy: null,
      },
      id,
      at,
    );
  }
}
