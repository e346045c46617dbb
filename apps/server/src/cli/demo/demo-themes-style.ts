// Themes about style and making: fashion, art, weddings and tech setups.
import type { Theme } from './demo-themes-types';

export const FASHION: Theme = {
  category: 'womens_fashion',
  chips: [
    'Capsule wardrobe',
    'Autumn outfits',
    'Minimal style',
    'Outfit ideas',
    'Thrifted fashion',
  ],
  sites: [
    { name: 'Closet Edit', domain: 'www.closetedit-demo.example', section: 'style' },
    { name: 'Thread Theory', domain: 'threadtheory-demo.example', section: 'looks' },
  ],
  topics: [
    {
      subjects: ['fashion'],
      titles: [
        'How to wear a {color} {garment}',
        '{season} capsule wardrobe: the {garment}',
        'Five ways to style a {garment}',
        'What to wear to {occasion}',
        'The {garment} that goes with everything',
        '{color} {accessory} outfit ideas',
        'Outfit formula: {garment} and {accessory}',
        'Thrifted {garment}, styled three ways',
      ],
    },
    {
      subjects: ['product'],
      titles: ['The everyday {accessory} edit', 'Care guide for your {garment}'],
    },
  ],
  leads: [
    'Simple pieces, worn on repeat.',
    'A colour that works with everything you already own.',
    'Dressed up or down in under a minute.',
    'Built around one good {garment}.',
    'Comfortable enough for a long day on your feet.',
  ],
  tails: [
    'Shop similar pieces on the site.',
    'Sizing notes in the post.',
    'Which look is your favourite?',
    'Save for your next shopping list.',
  ],
  steps: [
    'Start with one piece you love.',
    'Add a neutral layer.',
    'Pick shoes you can actually walk in.',
    'One accessory, not three.',
    'Roll the sleeves, tuck the front.',
    'Check the outfit in daylight.',
  ],
  details: ['Sizes XS to XL', 'Also in {color}', 'Machine washable', 'Thrifted', 'Under $100'],
};

export const ART: Theme = {
  category: 'art',
  chips: ['Abstract art', 'Illustration', 'Printmaking', 'Color palettes', 'Art prints'],
  sites: [
    { name: 'Studio Notes', domain: 'www.studionotes-demo.example', section: 'journal' },
    { name: 'Paper & Pigment', domain: 'paperandpigment-demo.example', section: 'lessons' },
  ],
  topics: [
    {
      subjects: ['abstract'],
      titles: [
        '{medium} shape studies',
        'Mid-century inspired {medium} print',
        'Colour study in {color} and {color2}',
        'Bauhaus poster in {medium}',
        'A daily {medium} habit',
      ],
    },
    {
      subjects: ['blobs'],
      titles: [
        'Dreamy {medium} gradients',
        'Pastel {medium} exercise',
        'Loose {medium} backgrounds',
        'Soft shapes in {color2}',
      ],
    },
    {
      subjects: ['geometric'],
      titles: [
        'Pattern design in {color}',
        'A repeat pattern for fabric',
        'Tile pattern study in {color2}',
      ],
    },
    {
      subjects: ['botanical'],
      titles: ['{medium} {flower} illustration', 'Botanical prints in {medium}'],
    },
  ],
  leads: [
    'Limited palette, lots of play.',
    'Made in an hour with three colours.',
    'A quiet piece for a busy wall.',
    'Shapes first, details never.',
    'Printed by hand in small batches.',
  ],
  tails: [
    'Prints available on the site.',
    'Process notes in the post.',
    'Try it with whatever paint you have.',
    'Colour codes in the description.',
  ],
  steps: [
    'Choose three colours and nothing else.',
    'Sketch big shapes with a light pencil.',
    'Block in the largest areas first.',
    'Let each layer dry completely.',
    'Add one bold accent.',
    'Step back and stop sooner than you think.',
    'Sign it and date it.',
  ],
  details: ['A4 print', '{medium}', 'Limited edition', 'Palette: {color2}', 'Process video'],
};

export const WEDDING: Theme = {
  category: 'weddings',
  chips: ['Wedding flowers', 'Wedding decor', 'Wedding inspiration', 'Tablescapes'],
  sites: [
    { name: 'Aisle & Bloom', domain: 'www.aisleandbloom-demo.example', section: 'real-weddings' },
    { name: 'The Quiet Wedding', domain: 'quietwedding-demo.example', section: 'ideas' },
  ],
  topics: [
    {
      subjects: ['botanical'],
      titles: [
        '{season} wedding {wedding} in {color}',
        'Bridal bouquets with {flower}',
        'Romantic {flower} centerpieces',
        'Garden {flower} bouquets for {season}',
      ],
    },
    {
      subjects: ['blobs', 'abstract'],
      titles: ['A {color} wedding palette', 'Minimal wedding invitations in {color}'],
    },
    {
      subjects: ['interior'],
      titles: ['Reception {wedding} at {venue}', 'A long-table dinner at {venue}'],
    },
    {
      subjects: ['sea', 'landscape'],
      titles: ['An intimate wedding at {venue}', 'Elopement in {region}'],
    },
    {
      subjects: ['fashion'],
      titles: ['{season} wedding guest dresses', 'Bridesmaid dresses in {color}'],
    },
  ],
  leads: [
    'Romantic without being fussy.',
    'Seasonal flowers and a lot of candlelight.',
    'Small guest list, big feelings.',
    'Every detail handmade by friends.',
    'Soft colours that photograph beautifully.',
  ],
  tails: [
    'Vendor list in the feature.',
    'Full gallery on the site.',
    'Save for your planning board.',
    'Tag someone who is planning.',
  ],
  steps: [
    'Set a budget before a date.',
    'Pick the venue, then the season’s flowers.',
    'Choose two colours and one metal.',
    'Send invitations eight weeks ahead.',
    'Plan the timeline backwards from sunset.',
    'Have a rain plan, just in case.',
    'Eat something on the day!',
  ],
  details: [
    '{season} wedding',
    'Palette: {color}',
    'DIY friendly',
    'Venue: {venue}',
    'Seasonal flowers',
  ],
};

export const TECH: Theme = {
  category: 'technology',
  chips: ['Desk setup', 'Home office ideas', 'Workspace inspiration', 'Cable management'],
  sites: [
    { name: 'Setup Wars', domain: 'www.setupwars-demo.example', section: 'setups' },
    { name: 'Desk Notes', domain: 'desknotes-demo.example', section: 'reviews' },
  ],
  topics: [
    {
      subjects: ['interior'],
      titles: [
        'Minimal {setup} with a {gadget}',
        'A cozy {setup} for long days',
        'A {color} {setup} to copy',
        'Cable management for a clean {setup}',
        'Small-apartment {setup} ideas',
      ],
    },
    {
      subjects: ['product'],
      titles: [
        'The {gadget} that changed my workflow',
        '{gadget} picks under $100',
        'Is a {gadget} worth it?',
      ],
    },
    {
      subjects: ['city', 'night'],
      titles: ['Night-mode {setup} with warm lights', 'A window-view {setup} in {city}'],
    },
    {
      subjects: ['geometric'],
      titles: ['Desk mat patterns we love', 'Pixel-art wallpapers for your {setup}'],
    },
  ],
  leads: [
    'Clean desk, calm head.',
    'Every cable hidden, nothing glued.',
    'Built slowly over two years.',
    'Ergonomics first, looks second (but the looks are good).',
    'Warm lights for late evenings.',
  ],
  tails: [
    'Full gear list on the site.',
    'Links to everything in the post.',
    'What would you change?',
    'Save for your next upgrade.',
  ],
  steps: [
    'Start with the chair, not the desk.',
    'Put the monitor at eye level.',
    'Run every cable down one leg.',
    'Add one warm light behind the screen.',
    'Keep only today’s things on the desk.',
    'Add a plant. It helps.',
  ],
  details: ['Gear list inside', 'Budget build', 'Standing desk', 'Wireless', 'Warm light'],
};
