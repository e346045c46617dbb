// Products of the demo's shops. Brands and shops are invented; links use the .example TLD.
import type { ThemeId } from './demo-themes-types';
import type { DemoSubject } from './demo-types';

export interface Brand {
  name: string;
  domain: string;
}

export const BRANDS = {
  oak: { name: 'Oak & Ember', domain: 'www.oakandember-demo.example' },
  marlow: { name: 'Marlow & Finch', domain: 'www.marlowfinch-demo.example' },
  field: { name: 'Field Desk Co.', domain: 'fielddesk-demo.example' },
  rootstock: { name: 'Rootstock Garden Supply', domain: 'shop.rootstock-demo.example' },
  northwind: { name: 'Northwind Outfitters', domain: 'www.northwind-demo.example' },
  crumb: { name: 'Crumb & Co. Kitchen', domain: 'shop.crumbandco-demo.example' },
} as const satisfies Record<string, Brand>;

export type BrandId = keyof typeof BRANDS;

export interface ProductCopy {
  name: string;
  brand: BrandId;
  /** Price in US dollars; a range when the product comes in sizes. */
  price: number;
  maxPrice?: number;
  theme: ThemeId;
  subject: DemoSubject;
  blurb: string;
}

export const PRODUCTS: readonly ProductCopy[] = [
  {
    name: 'Stoneware bud vase set',
    brand: 'oak',
    price: 38,
    theme: 'home',
    subject: 'product',
    blurb: 'Three hand-thrown vases in a speckled glaze.',
  },
  {
    name: 'Stonewashed linen pillow cover',
    brand: 'oak',
    price: 32,
    theme: 'home',
    subject: 'interior',
    blurb: 'Soft, relaxed linen that gets better with every wash.',
  },
  {
    name: 'Rattan pendant lamp',
    brand: 'oak',
    price: 129,
    theme: 'home',
    subject: 'interior',
    blurb: 'Hand-woven shade that throws warm, patterned light.',
  },
  {
    name: 'Boucle accent chair',
    brand: 'oak',
    price: 449,
    theme: 'home',
    subject: 'interior',
    blurb: 'A curvy, cozy chair in ivory boucle with oak legs.',
  },
  {
    name: 'Travertine side table',
    brand: 'oak',
    price: 289,
    theme: 'home',
    subject: 'product',
    blurb: 'Honed travertine, heavy enough to stay put.',
  },
  {
    name: 'Hand-poured soy candle',
    brand: 'oak',
    price: 24,
    theme: 'home',
    subject: 'product',
    blurb: 'Cedar, fig and a little smoke. 50-hour burn.',
  },
  {
    name: 'Wool and jute area rug',
    brand: 'oak',
    price: 149,
    maxPrice: 399,
    theme: 'home',
    subject: 'interior',
    blurb: 'Flat-woven, hard-wearing, in four sizes.',
  },
  {
    name: 'Walnut serving board',
    brand: 'oak',
    price: 58,
    theme: 'food',
    subject: 'product',
    blurb: 'Oiled walnut with a juice groove. Made to be used.',
  },
  {
    name: 'Enameled cast iron Dutch oven',
    brand: 'crumb',
    price: 245,
    maxPrice: 385,
    theme: 'food',
    subject: 'product',
    blurb: 'Braise, bake bread, make soup. Three sizes.',
  },
  {
    name: 'Heavy linen apron',
    brand: 'crumb',
    price: 42,
    theme: 'baking',
    subject: 'fashion',
    blurb: 'Cross-back straps and deep pockets.',
  },
  {
    name: 'Ceramic pie dish',
    brand: 'crumb',
    price: 36,
    theme: 'baking',
    subject: 'product',
    blurb: 'Fluted edge, oven to table.',
  },
  {
    name: 'Olive wood spoon set',
    brand: 'crumb',
    price: 28,
    theme: 'food',
    subject: 'product',
    blurb: 'Four spoons carved from a single olive branch.',
  },
  {
    name: 'Relaxed linen shirt',
    brand: 'marlow',
    price: 68,
    theme: 'fashion',
    subject: 'fashion',
    blurb: 'Boxy fit, mother-of-pearl buttons, six colours.',
  },
  {
    name: 'Wool wrap coat',
    brand: 'marlow',
    price: 240,
    theme: 'fashion',
    subject: 'fashion',
    blurb: 'Double-faced wool with a tie belt.',
  },
  {
    name: 'Leather crossbody bag',
    brand: 'marlow',
    price: 145,
    theme: 'fashion',
    subject: 'fashion',
    blurb: 'Vegetable-tanned leather, adjustable strap.',
  },
  {
    name: 'Silk midi slip skirt',
    brand: 'marlow',
    price: 98,
    theme: 'fashion',
    subject: 'fashion',
    blurb: 'Bias cut, washable silk.',
  },
  {
    name: 'Chunky knit cardigan',
    brand: 'marlow',
    price: 110,
    theme: 'fashion',
    subject: 'fashion',
    blurb: 'Hand-finished in a soft merino blend.',
  },
  {
    name: 'Suede ankle boots',
    brand: 'marlow',
    price: 160,
    maxPrice: 185,
    theme: 'fashion',
    subject: 'fashion',
    blurb: 'A low block heel you can walk in all day.',
  },
  {
    name: 'Walnut monitor stand',
    brand: 'field',
    price: 89,
    theme: 'tech',
    subject: 'product',
    blurb: 'Raises your screen and hides the clutter.',
  },
  {
    name: 'Low-profile mechanical keyboard',
    brand: 'field',
    price: 129,
    theme: 'tech',
    subject: 'product',
    blurb: 'Quiet tactile switches, wireless, aluminium case.',
  },
  {
    name: 'Merino felt desk mat',
    brand: 'field',
    price: 35,
    maxPrice: 55,
    theme: 'tech',
    subject: 'geometric',
    blurb: 'Three sizes, five colours, no curling edges.',
  },
  {
    name: 'Adjustable LED desk lamp',
    brand: 'field',
    price: 74,
    theme: 'tech',
    subject: 'product',
    blurb: 'Warm to cool light with a dimmer.',
  },
  {
    name: 'USB-C docking station',
    brand: 'field',
    price: 199,
    theme: 'tech',
    subject: 'product',
    blurb: 'One cable for two screens, power and everything else.',
  },
  {
    name: 'Terracotta self-watering pot',
    brand: 'rootstock',
    price: 18,
    maxPrice: 46,
    theme: 'garden',
    subject: 'botanical',
    blurb: 'A hidden reservoir keeps roots happy for two weeks.',
  },
  {
    name: 'Japanese pruning shears',
    brand: 'rootstock',
    price: 42,
    theme: 'garden',
    subject: 'product',
    blurb: 'Carbon steel blades that stay sharp.',
  },
  {
    name: 'Heirloom cut flower seed collection',
    brand: 'rootstock',
    price: 16,
    theme: 'garden',
    subject: 'botanical',
    blurb: 'Ten easy annuals for a first cutting garden.',
  },
  {
    name: 'Cedar raised bed kit',
    brand: 'rootstock',
    price: 189,
    theme: 'garden',
    subject: 'botanical',
    blurb: 'Tool-free assembly, untreated cedar.',
  },
  {
    name: 'Insulated steel water bottle',
    brand: 'northwind',
    price: 34,
    theme: 'fitness',
    subject: 'product',
    blurb: 'Cold for 24 hours, hot for 12.',
  },
  {
    name: 'Cork yoga block',
    brand: 'northwind',
    price: 18,
    theme: 'fitness',
    subject: 'product',
    blurb: 'Firm, grippy and naturally antimicrobial.',
  },
  {
    name: 'Packable rain shell',
    brand: 'northwind',
    price: 179,
    theme: 'outdoors',
    subject: 'fashion',
    blurb: 'Three-layer waterproof fabric that packs into its pocket.',
  },
  {
    name: 'Trail running vest',
    brand: 'northwind',
    price: 95,
    theme: 'outdoors',
    subject: 'fashion',
    blurb: 'Two soft flasks and room for a jacket.',
  },
];
