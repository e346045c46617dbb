// Copy for the advertiser's promoted pins and collection ads.
import type { DemoSubject } from './demo-types';

export interface AdCopy {
  title: string;
  description: string;
  subject: DemoSubject;
  /** A "go linkless" ad: its click keeps people on Corkboard (req 000-7.19). */
  linkless?: true;
}

export const AD_COPY: readonly AdCopy[] = [
  {
    title: 'The rain shell built for real weather',
    description:
      'Three-layer protection that packs into its own pocket. Tested on Scottish ridges in November.',
    subject: 'fashion',
  },
  {
    title: 'Layer up: our warmest down jacket yet',
    description:
      'Responsibly sourced down, recycled shell, and a hood that actually fits over a hat.',
    subject: 'fashion',
  },
  {
    title: 'Trail runners made for long days',
    description: 'Grippy on wet rock, comfortable at mile twenty. Free returns on every pair.',
    subject: 'product',
  },
  {
    title: 'Cabin-ready wool blankets',
    description: 'Woven in a family mill from undyed wool. Warm enough for the porch in October.',
    subject: 'interior',
    linkless: true,
  },
  {
    title: 'New season, new trails',
    description:
      'The autumn collection is here: merino layers, waterproof boots and packs for every distance.',
    subject: 'landscape',
  },
  {
    title: 'Sleep warmer under the stars',
    description: 'Our lightest three-season sleeping bag, rated to -5°C and under a kilo.',
    subject: 'night',
  },
  {
    title: 'Everything you need for a first wild camp',
    description: 'Tent, stove, bag and mat, chosen by our guides. Bundle and save 15%.',
    subject: 'forest',
  },
  {
    title: 'Merino base layers that never smell',
    description: 'Wear it for three days on the trail and it still feels fresh.',
    subject: 'fashion',
  },
  {
    title: 'The daypack that does it all',
    description: 'Twenty-two litres, a laptop sleeve and a rain cover tucked in the base.',
    subject: 'product',
  },
  {
    title: 'Desert-proof sun hoodies',
    description: 'UPF 50 fabric that breathes in the heat. Made from recycled bottles.',
    subject: 'desert',
  },
  {
    title: 'Coastal walks, sorted',
    description: 'Windproof layers and quick-dry trousers for salt air and sideways rain.',
    subject: 'sea',
  },
  {
    title: 'Made to be repaired',
    description:
      'Every Northwind jacket comes with free lifetime repairs. Bring it back, we will fix it.',
    subject: 'fashion',
  },
  {
    title: 'Cozy cabin evenings start here',
    description: 'Enamel mugs, wool socks and a lantern that runs for 60 hours.',
    subject: 'product',
  },
  {
    title: 'Our guides’ favourite hiking boots',
    description: 'Waterproof nubuck, a grippy sole and a break-in time of about a day.',
    subject: 'product',
  },
  {
    title: 'City to summit: the commuter parka',
    description: 'Looks sharp on the tram, handles the hill on Saturday.',
    subject: 'city',
  },
  {
    title: 'Pack light, go further',
    description: 'Ultralight shelters and quilts for fast weekends in the mountains.',
    subject: 'landscape',
  },
  {
    title: 'Waterproof boots, no break-in required',
    description: 'Comfortable from the first step, dry after the hundredth puddle.',
    subject: 'product',
  },
  {
    title: 'The fleece you will live in',
    description: 'Recycled, warm, and soft enough for the sofa after the hike.',
    subject: 'fashion',
  },
  {
    title: 'Family camping made easy',
    description: 'A six-person tent that pitches in eight minutes. Kids can help.',
    subject: 'forest',
  },
  {
    title: 'Headlamps for long winter evenings',
    description: 'Rechargeable, 400 lumens, and a red light that keeps your night vision.',
    subject: 'night',
  },
  {
    title: 'Run the coast path this weekend',
    description: 'Light, breathable layers for windy miles by the sea.',
    subject: 'sea',
  },
  {
    title: 'Winter hiking, but cozy',
    description: 'Insulated layers and grippy boots for short days and long views.',
    subject: 'landscape',
  },
];

export const COLLECTION_COPY: readonly {
  title: string;
  description: string;
  items: readonly string[];
}[] = [
  {
    title: 'The autumn layering edit',
    description: 'Base, mid and shell: everything for a cold morning on the trail.',
    items: [
      'Merino crew',
      'Fleece half-zip',
      'Insulated vest',
      'Packable rain shell',
      'Wool beanie',
    ],
  },
  {
    title: 'Camp kitchen essentials',
    description: 'Cook real food outside with gear that nests into one pot.',
    items: [
      'Two-burner stove',
      'Enamel mug set',
      'Nesting cook pot',
      'Folding spork',
      'Insulated bottle',
    ],
  },
  {
    title: 'Cabin weekend packing list',
    description: 'Wool, flannel and a good lantern. Shop the whole list.',
    items: ['Flannel shirt', 'Wool blanket', 'Rechargeable lantern', 'Camp chair', 'Thermal socks'],
  },
  {
    title: 'Trail running starter kit',
    description: 'Shoes, vest and layers to take your first steps off road.',
    items: ['Trail runners', 'Running vest', 'Windproof jacket', 'Soft flasks'],
  },
  {
    title: 'Rainy day ready',
    description: 'Stay dry from the commute to the coast path.',
    items: ['Commuter parka', 'Waterproof trousers', 'Roll-top backpack'],
  },
  {
    title: 'Gifts for the outdoorsy',
    description: 'Thoughtful gear they will use every weekend.',
    items: ['Headlamp', 'Merino socks', 'Pocket knife', 'Trail map print', 'Hip flask'],
  },
  {
    title: 'Build your first backpacking kit',
    description: 'Shelter, sleep and cook: the three things to get right first.',
    items: ['Two-person tent', 'Down sleeping bag', 'Inflatable mat', 'Titanium pot'],
  },
  {
    title: 'Everyday carry for city hikers',
    description: 'From office to trailhead without changing bags.',
    items: ['Roll-top daypack', 'Insulated bottle', 'Packable wind shell'],
  },
  {
    title: 'Snow day essentials',
    description: 'Warm hands, dry feet and a thermos of something hot.',
    items: ['Insulated gloves', 'Winter boots', 'Thermos flask', 'Down mittens', 'Neck gaiter'],
  },
  {
    title: 'The fleece collection',
    description: 'Recycled fleece in five weights and twelve colours.',
    items: ['Grid fleece hoodie', 'Sherpa jacket', 'Fleece vest', 'Microfleece crew'],
  },
  {
    title: 'Summer hut-to-hut kit',
    description: 'Light enough for eight days, warm enough for the high passes.',
    items: ['Hut sleeping liner', 'Trekking poles', 'Sun hoodie', 'Light daypack', 'Blister kit'],
  },
  {
    title: 'Repair, reuse, re-wear',
    description: 'Pre-loved Northwind gear, cleaned and repaired by our workshop.',
    items: ['Repaired rain shell', 'Pre-loved fleece', 'Restored daypack'],
  },
];
