// The demo's boards, each tied to a theme that decides what gets pinned to it. About six are
// secret, two protected, several have sections and a few are collaborative.
import type { ThemeId } from './demo-themes-types';
import type { DemoBoard } from './demo-types';

export interface BoardSeed {
  board: DemoBoard;
  theme: ThemeId;
}

type Privacy = DemoBoard['privacy'];

function board(
  ownerKey: string,
  slug: string,
  name: string,
  theme: ThemeId,
  description: string,
  opts: { privacy?: Privacy; sections?: string[]; collaborators?: string[] } = {},
): BoardSeed {
  const key = `${ownerKey}.${slug}`;
  return {
    theme,
    board: {
      key,
      ownerKey,
      name,
      description,
      privacy: opts.privacy ?? 'public',
      sections: (opts.sections ?? []).map((title, i) => ({ key: `${key}.s${i + 1}`, title })),
      collaboratorKeys: opts.collaborators ?? [],
    },
  };
}

export const BOARD_SEEDS: readonly BoardSeed[] = [
  board(
    'demo',
    'living-room',
    'Living room ideas',
    'home',
    'Cozy, lived-in living rooms for when we finally repaint.',
    { sections: ['Sofas', 'Lighting', 'Wall art'] },
  ),
  board(
    'demo',
    'weeknight',
    'Weeknight dinners',
    'food',
    'Fast, cheap and good enough to make twice.',
  ),
  board('demo', 'someday', 'Someday trips', 'travel', 'Places I will get to eventually.'),
  board(
    'demo',
    'gifts',
    'Gift ideas',
    'fashion',
    'Shh. Birthday and holiday ideas for the family.',
    { privacy: 'secret' },
  ),
  board('demo', 'desk', 'Desk inspo', 'tech', 'For the day the desk is finally tidy.'),
  board(
    'maya',
    'small-space',
    'Small space living',
    'home',
    'Clever storage and calm rooms in under 50 square metres.',
    { sections: ['Kitchen', 'Bedroom', 'Entryway', 'Storage'] },
  ),
  board(
    'maya',
    'warm-minimal',
    'Warm minimal interiors',
    'home',
    'Minimal, but with wood, linen and a little mess.',
  ),
  board(
    'maya',
    'alder-st',
    'Client moodboard: Alder St',
    'home',
    'Working board for the Alder Street project. Do not share.',
    { privacy: 'secret' },
  ),
  board(
    'maya',
    'plants-at-home',
    'Plants at home',
    'garden',
    'Houseplants that survive real life.',
  ),
  board('leo', 'pasta', 'Pasta forever', 'food', 'Every shape, every sauce.'),
  board(
    'leo',
    'baking',
    'Bread & baking',
    'baking',
    'Loaves, cakes and cookies worth the oven time.',
    { sections: ['Sourdough', 'Cakes', 'Cookies'] },
  ),
  board(
    'leo',
    'family-cookbook',
    'Family cookbook',
    'food',
    'The recipes we actually cook. Everyone can add theirs.',
    { collaborators: ['demo', 'hannah'] },
  ),
  board('leo', 'to-test', 'Recipes to test', 'food', 'Bookmarks for the test kitchen.', {
    privacy: 'secret',
  }),
  board('sofia', 'portugal', 'Portugal', 'travel', 'Tiles, tarts and the Atlantic.', {
    sections: ['Lisbon', 'Porto', 'The Algarve'],
  }),
  board('sofia', 'islands', 'Island hopping', 'travel', 'Ferries, coves and long lunches.'),
  board('sofia', 'city-breaks', 'City breaks', 'travel', 'Three days, one bag, lots of walking.'),
  board(
    'sofia',
    'japan',
    'Japan 2026 planning',
    'travel',
    'Itinerary drafts and ryokan shortlist.',
    { privacy: 'secret' },
  ),
  board(
    'hannah',
    'cut-flowers',
    'Cut flower garden',
    'garden',
    'From seed to vase, one season at a time.',
    { sections: ['Seeds', 'Dahlias', 'Arrangements'] },
  ),
  board('hannah', 'houseplants', 'Houseplants', 'garden', 'Indoor jungle in progress.'),
  board(
    'hannah',
    'veg-patch',
    'Veg patch',
    'garden',
    'What grew, what did not, and what the slugs ate.',
  ),
  board('jamal', 'home-workouts', 'Home workouts', 'fitness', 'Short sessions, no kit.'),
  board(
    'jamal',
    'trail-running',
    'Trail running',
    'outdoors',
    'Muddy miles and the routes worth them.',
  ),
  board(
    'jamal',
    'mobility',
    'Stretch & mobility',
    'fitness',
    'Ten minutes a day for happier hips.',
    { privacy: 'protected' },
  ),
  board('priya', 'autumn-capsule', 'Autumn capsule', 'fashion', 'Twenty pieces, endless outfits.', {
    sections: ['Coats', 'Knitwear', 'Shoes'],
  }),
  board('priya', 'colour', 'Colour outfits', 'fashion', 'Life is too short for beige. Mostly.'),
  board('priya', 'wishlist', 'Wishlist', 'fashion', 'Saving up for these.', { privacy: 'secret' }),
  board(
    'priya',
    'guest-looks',
    'Wedding guest looks',
    'wedding',
    'Outfits for a summer full of weddings.',
  ),
  board(
    'tomasz',
    'woodworking',
    'Woodworking projects',
    'diy',
    'Builds for the flat, mostly in oak and plywood.',
    { sections: ['Shelving', 'Furniture', 'Tools'] },
  ),
  board(
    'tomasz',
    'renovation',
    'Flat renovation',
    'diy',
    'Slowly fixing a 1920s flat, room by room.',
  ),
  board('tomasz', 'craft-nights', 'Craft nights', 'diy', 'Projects for long evenings.'),
  board('amelie', 'shape-colour', 'Shape & colour', 'art', 'Studies in composition and palette.'),
  board('amelie', 'print-studio', 'Print studio', 'art', 'Linocut, risograph and screen printing.'),
  board('amelie', 'sketchbook', 'Sketchbook ideas', 'art', 'Prompts for the daily sketchbook.', {
    privacy: 'protected',
  }),
  board('noah', 'blue-hour', 'Blue hour', 'photography', 'The twenty minutes after sunset.'),
  board('noah', 'mountains', 'Mountains', 'outdoors', 'Ridges, huts and early starts.'),
  board('noah', 'night-skies', 'Night skies', 'photography', 'Dark-sky places and long exposures.'),
  board(
    'grace',
    'our-wedding',
    'Our wedding',
    'wedding',
    'Planning board for June. Ana and Demo can add ideas.',
    {
      privacy: 'secret',
      sections: ['Flowers', 'Venue', 'Stationery'],
      collaborators: ['ana', 'demo'],
    },
  ),
  board(
    'grace',
    'wedding-flowers',
    'Wedding flowers',
    'wedding',
    'Bouquets, arches and centerpieces by season.',
  ),
  board('grace', 'tablescapes', 'Tablescapes', 'wedding', 'Long tables, candles, linen.'),
  board('oliver', 'desk-setups', 'Desk setups', 'tech', 'Clean desks and the gear behind them.', {
    sections: ['Minimal', 'Cozy', 'Gear'],
  }),
  board(
    'oliver',
    'home-office',
    'Home office',
    'tech',
    'Making the spare room a place I want to work in.',
  ),
  board(
    'oakandember',
    'living',
    'Oak & Ember: Living',
    'home',
    'Homewares for slow living rooms, from our workshop partners.',
  ),
  board(
    'oakandember',
    'kitchen',
    'Oak & Ember: Kitchen',
    'food',
    'Boards, spoons and linens for everyday cooking.',
  ),
  board('oakandember', 'new', 'New arrivals', 'home', 'Fresh from the kiln and the loom.'),
  board(
    'northwind',
    'trail',
    'Northwind: Trail collection',
    'outdoors',
    'Gear for long days on the trail.',
  ),
  board('northwind', 'cabin', 'Northwind: Cabin living', 'home', 'Warm layers and cozy evenings.'),
  board(
    'northwind',
    'layers',
    'Northwind: Autumn layers',
    'fashion',
    'Layering for cold mornings.',
  ),
  board('ana', 'bouquets', 'Seasonal bouquets', 'wedding', 'What is in the studio this week.'),
  board(
    'ana',
    'studio-florals',
    'Studio florals',
    'garden',
    'Arrangements, tools and flower-farm visits.',
  ),
  board('ben', 'camping', 'Camping spots', 'outdoors', 'Wild camps and quiet campsites.'),
  board('ben', 'gear', 'Gear I trust', 'outdoors', 'Kit that has survived real weather.'),
  board(
    'ben',
    'weekend-hikes',
    'Weekend hikes',
    'outdoors',
    'Day hikes within two hours of the city.',
  ),
];
