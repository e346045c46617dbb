// Captions: article bylines, and alt text by picture subject (human and machine-written).
import type { DemoSubject } from './demo-types';

export const AUTHORS: readonly string[] = [
  'Clara Whitfield',
  'Daniel Osei',
  'Marta Kowalski',
  'Ravi Menon',
  'Eleanor Hart',
  'Jonas Lindqvist',
  'Yuki Tanaka',
  'Isabel Moreno',
  'Sam Adebayo',
  'Fiona MacLeod',
  'Lucas Ferreira',
  'Nadia Haddad',
];

/** Human alt text by picture subject, for uploads that describe their image. */
export const ALT_TEXT: Readonly<Record<DemoSubject, readonly string[]>> = {
  landscape: [
    'Layered mountain ridges fading into a hazy sky, with a pale sun above',
    'A valley of blue-grey hills at sunrise, pine trees in the foreground',
  ],
  sea: [
    'A quiet beach with gentle waves and a low sun over the sea',
    'Turquoise water meeting a curve of pale sand',
  ],
  forest: [
    'Rows of pine trees disappearing into morning mist',
    'A dense evergreen forest under a soft sky',
  ],
  city: [
    'A city skyline at dusk with lit windows',
    'Tall buildings against an evening sky, reflected in the water',
  ],
  botanical: [
    'Stems of leaves and flowers against a plain background',
    'A loose bunch of garden flowers in a ceramic vase',
  ],
  food: [
    'A plate of food on a table seen from above, with cutlery and a cup of coffee',
    'A colourful bowl on a wooden table, seen from above',
  ],
  abstract: [
    'An abstract composition of circles, arches and stripes in a muted palette',
    'Bold geometric shapes in a mid-century style',
  ],
  geometric: [
    'A grid of patterned tiles with triangles and quarter circles',
    'Repeating geometric tiles in a limited palette',
  ],
  interior: [
    'A bright living room with a sofa, framed prints and a round rug',
    'A cozy room with a window, a plant and a soft sofa',
  ],
  fashion: [
    'A garment on a wooden hanger against a coloured wall',
    'A single piece of clothing photographed on a plain backdrop',
  ],
  product: [
    'A still life of ceramics and a bottle on a round plinth',
    'Home objects arranged on a pedestal in soft studio light',
  ],
  portrait: [
    'An illustrated head-and-shoulders portrait on a coloured background',
    'A friendly illustrated portrait',
  ],
  night: [
    'A starry night sky over dark hills with a bright moon',
    'The Milky Way above a tent glowing on a hillside',
  ],
  desert: [
    'Rolling sand dunes under a large setting sun',
    'A desert landscape with dunes and a cactus',
  ],
  blobs: ['Soft pastel shapes blending into a gradient', 'Dreamy pastel blobs and flowing lines'],
};

/** Machine-generated alt text, in the style such systems write it. */
export const AUTO_ALT_TEXT: Readonly<Record<DemoSubject, string>> = {
  landscape: 'This may contain: mountains and hills under a cloudy sky with the sun shining',
  sea: 'This may contain: a beach with waves coming in to shore',
  forest: 'This may contain: trees in the fog on a hillside',
  city: 'This may contain: a city skyline at night with lights on the buildings',
  botanical: 'This may contain: flowers and leaves in a vase on a white surface',
  food: 'This may contain: a plate of food on a table next to a fork and knife',
  abstract: 'This may contain: an abstract painting with circles and lines',
  geometric: 'This may contain: a pattern of colourful tiles',
  interior: 'This may contain: a living room with a couch, rug and pictures on the wall',
  fashion: 'This may contain: a piece of clothing hanging on a wall',
  product: 'This may contain: a bottle and a vase on a table',
  portrait: 'This may contain: a drawing of a person',
  night: 'This may contain: the night sky with stars above some trees',
  desert: 'This may contain: sand dunes in the desert at sunset',
  blobs: 'This may contain: an abstract background with pastel colours',
};
