// Themes about the home and the table: decor, cooking, baking, gardening and DIY.
import type { Theme } from './demo-themes-types';

export const HOME: Theme = {
  category: 'home_decor',
  chips: [
    'Living room ideas',
    'Small space decorating',
    'Scandinavian interiors',
    'Cozy bedroom',
    'Shelf styling',
  ],
  sites: [
    { name: 'Nest & Nook', domain: 'www.nestandnook-demo.example', section: 'rooms' },
    { name: 'The Lived-In Home', domain: 'livedinhome-demo.example', section: 'ideas' },
    { name: 'Apartment Diaries', domain: 'www.apartmentdiaries-demo.example', section: 'tours' },
  ],
  topics: [
    {
      subjects: ['interior'],
      titles: [
        '{style} {room} with {material} accents',
        'A {color} {room} that feels calm all day',
        'How to style a {furniture} in a small {room}',
        '{number} ways to make a rental {room} feel like yours',
        'Warm {style} {room} on a budget',
        'Layered textiles for a cozy {room}',
        'Before and after: a {style} {room} refresh',
        'The {color} {room} we keep coming back to',
        'Lighting tricks for a dark {room}',
      ],
    },
    {
      subjects: ['product'],
      titles: [
        'Shelf styling with {material} and {color}',
        'Candles, ceramics and a little {material}',
        'Small {material} objects that make a shelf',
        'The {color} vase edit',
      ],
    },
    {
      subjects: ['botanical'],
      titles: [
        'Bringing a {plant} into the {room}',
        'Dried {flower} arrangements that last all year',
      ],
    },
    {
      subjects: ['geometric'],
      titles: [
        '{color} tile ideas for the {room}',
        'Patterned cement tiles for a {style} {room}',
        'Checkerboard floors are back',
      ],
    },
  ],
  leads: [
    'Soft {color} walls, {material} details and plenty of natural light.',
    'Proof that a small {room} can still feel generous.',
    'We love how the {material} warms up the whole space.',
    'A calm, lived-in {room} with nothing too precious.',
    'Mixing old and new pieces keeps a {style} room from feeling like a showroom.',
    'Renter-friendly changes that do not need a drill.',
  ],
  tails: [
    'Save it for your next refresh.',
    'Full source list on the blog.',
    'Which corner would you steal?',
    'Paint colour and furniture links in the article.',
    'More room tours on the site.',
  ],
  steps: [
    'Start with one large rug to anchor the room.',
    'Pick three colours and repeat each at least twice.',
    'Hang curtains high and wide to make windows feel bigger.',
    'Layer light: a ceiling light, a floor lamp and a lamp at eye level.',
    'Group objects in odd numbers and vary their heights.',
    'Leave a little empty space on every shelf.',
    'Add one living thing, even if it is a single stem.',
    'Finish with texture: linen, wool, wood.',
  ],
  details: ['Shop the look', 'Paint: {color}', 'Under $100', 'Rental friendly', 'Tap for sources'],
};

export const FOOD: Theme = {
  category: 'food_drink',
  chips: ['Weeknight dinners', 'Vegetarian recipes', 'One-pot meals', 'Meal prep', 'Comfort food'],
  sites: [
    { name: 'The Kitchn Demo', domain: 'www.the-kitchn-demo.example', section: 'recipes' },
    {
      name: 'Small Kitchen Journal',
      domain: 'smallkitchenjournal-demo.example',
      section: 'recipe',
    },
    { name: 'Weeknight Table', domain: 'www.weeknighttable-demo.example', section: 'dinners' },
  ],
  topics: [
    {
      subjects: ['food'],
      titles: [
        '{dish} with {ingredient}',
        'One-pan {dish} for busy weeknights',
        '{minutes}-minute {dish}',
        'The coziest {dish} for {season} nights',
        'Easy {ingredient} {dish}',
        'Meal prep: {dish} for the week',
        'Crispy {ingredient} {dish}',
        'Weeknight {dish}, ready in {minutes} minutes',
      ],
    },
    {
      subjects: ['product'],
      titles: [
        'Pantry staples: {ingredient} and friends',
        'The {ingredient} jar every kitchen needs',
        'Kitchen tools I actually use',
      ],
    },
  ],
  leads: [
    'Big flavour, very little washing up.',
    'This one is on repeat at our house.',
    'A cozy, forgiving recipe that works with whatever is in the fridge.',
    'Bright, fresh and ready before the rice is done.',
    'Make a double batch: it is even better the next day.',
    'Vegetarian, but nobody at the table will notice.',
  ],
  tails: [
    'Full recipe on the site.',
    'Step-by-step photos in the post.',
    'Swap in whatever greens you have.',
    'Serves four, or two with lunch tomorrow.',
    'Tap through for the printable recipe.',
  ],
  steps: [
    'Prep everything before you turn on the stove.',
    'Toast the spices in a dry pan until fragrant.',
    'Brown the onions slowly; this is where the flavour comes from.',
    'Add the liquid and scrape up everything on the bottom.',
    'Simmer gently, stirring now and then.',
    'Taste and season: salt, acid, then heat.',
    'Finish with fresh herbs and a squeeze of lemon.',
    'Serve with crusty bread or rice.',
  ],
  details: ['Ready in {minutes} min', 'Vegetarian', 'One pan', 'Freezer friendly', 'Serves 4'],
};

export const BAKING: Theme = {
  category: 'food_drink',
  chips: ['Baking recipes', 'Sourdough', 'Easy desserts', 'Holiday baking'],
  sites: [
    { name: 'Crumb & Co.', domain: 'www.crumbandco-demo.example', section: 'bakes' },
    { name: 'Flour Diaries', domain: 'flourdiaries-demo.example', section: 'recipes' },
  ],
  topics: [
    {
      subjects: ['food'],
      titles: [
        'Best-ever {bake}',
        '{bake} with {ingredient}',
        'Small-batch {bake}',
        'Brown butter {bake}',
        'One-bowl {bake}',
        'The {bake} that never lasts a day',
        '{season} {bake} for a slow Sunday',
      ],
    },
    {
      subjects: ['product'],
      titles: ['Baking essentials for {season}', 'My favourite loaf tins and why'],
    },
  ],
  leads: [
    'Tender, buttery and not too sweet.',
    'A reliable recipe for a first attempt.',
    'The smell alone is worth it.',
    'Crisp edges, soft middle, no mixer needed.',
    'Bake it tonight, slice it tomorrow.',
  ],
  tails: [
    'Recipe and tips on the site.',
    'Weights in grams and cups.',
    'Keeps for three days in a tin.',
    'Freezes beautifully.',
  ],
  steps: [
    'Weigh everything: baking is chemistry.',
    'Bring butter and eggs to room temperature.',
    'Cream butter and sugar until pale and fluffy.',
    'Fold in the flour gently, just until combined.',
    'Rest the dough so the flour can hydrate.',
    'Bake until golden and a skewer comes out clean.',
    'Cool completely before slicing.',
    'Dust with sugar and share.',
  ],
  details: ['Makes 12', 'One bowl', 'No mixer', 'Overnight rise', 'Beginner friendly'],
};

export const GARDEN: Theme = {
  category: 'gardening',
  chips: ['Cut flower garden', 'Houseplant care', 'Vegetable garden', 'Container gardening'],
  sites: [
    { name: 'Rootstock Garden Notes', domain: 'www.rootstock-demo.example', section: 'grow' },
    { name: 'The Allotment Year', domain: 'allotmentyear-demo.example', section: 'guides' },
  ],
  topics: [
    {
      subjects: ['botanical'],
      titles: [
        'Growing {flower} from seed',
        'A cutting garden full of {flower}',
        'How to keep a {plant} happy',
        '{number} {flower} varieties we love',
        'Propagating {plant} in water',
        'Raised beds for {veg}',
        'Companion planting with {veg}',
        'When to sow {veg} in {season}',
      ],
    },
    {
      subjects: ['forest'],
      titles: ['A woodland garden corner', 'Shade planting under old trees'],
    },
    {
      subjects: ['interior'],
      titles: ['A sunny windowsill for a {plant}', 'Houseplant corner with a {plant}'],
    },
    {
      subjects: ['product'],
      titles: ['Potting bench essentials', 'Tools I reach for every {season}'],
    },
  ],
  leads: [
    'Low effort, big reward.',
    'Everything we learned from our first season.',
    'Easier than it looks, promise.',
    'A few minutes a week is all it needs.',
    'Grown on a small city allotment.',
  ],
  tails: [
    'Full growing guide on the site.',
    'Sowing calendar in the post.',
    'Works in pots too.',
    'Save for planting season.',
  ],
  steps: [
    'Choose the sunniest spot you have.',
    'Loosen the soil and add compost.',
    'Sow thinly and label every row.',
    'Water at the base, in the morning.',
    'Pinch out the tips to get bushier plants.',
    'Mulch to keep the weeds down.',
    'Cut often: the more you pick, the more you get.',
    'Save seeds from your best plants.',
  ],
  details: ['Full sun', 'Easy to grow', 'Sow in {season}', 'Pet safe', 'Low water'],
};

export const DIY: Theme = {
  category: 'diy_and_crafts',
  chips: ['Woodworking projects', 'DIY home decor', 'Beginner crafts', 'Upcycling'],
  sites: [
    { name: 'Sawdust Saturday', domain: 'www.sawdustsaturday-demo.example', section: 'projects' },
    { name: 'Make Good Things', domain: 'makegoodthings-demo.example', section: 'tutorials' },
  ],
  topics: [
    {
      subjects: ['interior'],
      titles: [
        'Build {diyproject} in a weekend',
        'How we built {diyproject} for under $80',
        'Renter-friendly project: {diyproject}',
        'Beginner woodworking: {diyproject}',
        'Plans for {diyproject}',
      ],
    },
    {
      subjects: ['product'],
      titles: ['{craft} for beginners', 'My {craft} starter kit', 'A weekend {craft} project'],
    },
    {
      subjects: ['geometric'],
      titles: ['Painted {color} accent wall pattern', 'Stencilled floor tiles in {color}'],
    },
  ],
  leads: [
    'No fancy tools, just a drill and some patience.',
    'Our most asked-about project this year.',
    'A beginner-friendly build with a big payoff.',
    'Made from one sheet of plywood.',
    'An afternoon, a little glue and a lot of sanding.',
  ],
  tails: [
    'Cut list and plans on the site.',
    'Tools and materials linked in the post.',
    'Share yours if you make one!',
    'Save for a rainy weekend.',
  ],
  steps: [
    'Measure twice, then measure again.',
    'Cut all the pieces before assembling anything.',
    'Dry-fit first, then glue.',
    'Clamp and wait: glue needs time.',
    'Sand with 120 grit, then 220.',
    'Wipe off the dust before finishing.',
    'Apply two thin coats of oil.',
    'Hang it level and step back.',
  ],
  details: [
    'Skill: beginner',
    'About 4 hours',
    'Budget: under $100',
    'Tools: drill, saw',
    'Plans included',
  ],
};
