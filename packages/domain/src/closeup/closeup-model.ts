// The closeup (the pin page) keeps the card's promise: what the card showed of a pin the closeup
// shows in full. Spec 000 §3 names the fields (richMetadata's products, recipe, article and
// aggregateRating; carouselData; storyPinData's pages; videos), §5 the card's rules that hold
// here too (price and 'Sold out', rating stars, cook time; the reaction row and its controls,
// decided with the viewer's card context in reactions.ts). The layout is ours, after
// Pinterest's: media on the left, the details and actions on the right.
import {
  AVAILABILITY_TEXT,
  CLOSEUP_TEXT,
  bylineLabel,
  publishedLabel,
  servingsLabel,
} from '../copy';
import { ACTIONS } from '../copy';
import { cardImage, imageAltText, type CardImageOptions } from '../pin-card/card-image';
import type {
  CardImage,
  CardImageVariants,
  CardMedia,
  CardPinInput,
  CardPrice,
  CardRating,
  CardRichInput,
} from '../pin-card/card-model';
import { mediaAspect, mediaOf, pinAltText } from '../pin-card/card-media';
import { cardPrice, isSoldOut } from '../pin-card/card-price';
import { cardRating, cookTimeLabel } from '../pin-card/card-rating';
import { merchantName } from '../pin-card/card-text';
import { isProductPin, isRecipePin, primaryProduct, richTypeName } from '../pin-card/pin-facts';
import type { ClickthroughContext } from '../links/clickthrough';
import { isGoLinkless } from '../links/linkless';
import { collapseWhitespace, isExternalHttpLink } from '../text';

/** The full rich data of a pin page (the grid's summary carries less). */
export interface CloseupRichInput extends CardRichInput {
  recipe?: NonNullable<CardRichInput['recipe']> & { ingredients?: string[]; servings?: string };
  article?: { author?: string; published_at?: string };
}

export interface CloseupStoryPageInput {
  images: CardImageVariants;
  blocks?: { type: string; text?: string }[];
}

export interface CloseupPinInput extends CardPinInput {
  rich_metadata: CloseupRichInput | null;
  story_pin_data:
    (NonNullable<CardPinInput['story_pin_data']> & { pages?: CloseupStoryPageInput[] }) | null;
}

/** One page of an idea pin: its picture and the text written on it. */
export interface CloseupStoryPage {
  image: CardImage;
  text: string;
}

/** The card's media, except that an idea pin plays its pages instead of showing its cover. */
export type CloseupMedia =
  Exclude<CardMedia, { type: 'story' }> | { type: 'story'; pages: CloseupStoryPage[] };

export interface CloseupProduct {
  name: string;
  price: CardPrice | null;
  merchant: string | null;
  /** 'In stock', 'Out of stock', 'Available for preorder', or null when the offer says none. */
  availability: string | null;
}

export interface CloseupRecipe {
  rating: CardRating | null;
  cookTime: string | null;
  servings: string | null;
  ingredients: string[];
}

export interface CloseupArticle {
  publisher: string | null;
  byline: string | null;
  published: string | null;
}

export type CloseupDetails =
  | { type: 'product'; product: CloseupProduct }
  | { type: 'recipe'; recipe: CloseupRecipe }
  | { type: 'article'; article: CloseupArticle }
  | null;

/** The button that leaves for the pin's page: 'Shop' for a product on sale, else 'Visit site'. */
export interface CloseupAction {
  kind: 'shop' | 'visit';
  label: string;
  href: string;
}

export interface CloseupModel {
  media: CloseupMedia;
  /** Height / width of the media box, so the page reserves it before anything loads. */
  aspect: number;
  action: CloseupAction | null;
  details: CloseupDetails;
}

/** Decided: the closeup offers the largest web size first (736x), never the original to bots. */
export function closeupImageOptions(isBot: boolean): CardImageOptions {
  return { isBot, excludeOrig: false };
}

function text(value: string | null | undefined): string | null {
  const clean = collapseWhitespace(value ?? '');
  return clean === '' ? null : clean;
}

function storyPages(pin: CloseupPinInput, options: CardImageOptions): CloseupStoryPage[] {
  const alt = imageAltText(pin.story_pin_data?.pin_title, pinAltText(pin));
  const pages: CloseupStoryPage[] = [];
  for (const page of pin.story_pin_data?.pages ?? []) {
    const image = cardImage(page.images, options, alt, pin.dominant_color);
    if (!image) continue;
    const words = (page.blocks ?? []).map((block) => text(block.text)).filter(Boolean);
    pages.push({ image, text: words.join(' ') });
  }
  return pages;
}

/** The media: the card's decision, with every page of an idea pin (its cover when it has none). */
export function closeupMedia(pin: CloseupPinInput, options: CardImageOptions): CloseupMedia {
  const media = mediaOf(pin, options);
  if (media.type !== 'story') return media;
  const pages = storyPages(pin, options);
  return { type: 'story', pages: pages.length > 0 ? pages : [{ image: media.cover, text: '' }] };
}

export function availabilityText(availability: string | null | undefined): string | null {
  const key = (availability ?? '').toLowerCase() as keyof typeof AVAILABILITY_TEXT;
  return AVAILABILITY_TEXT[key] ?? null;
}

function productDetails(pin: CloseupPinInput, ownHost: string): CloseupProduct {
  const product = primaryProduct(pin);
  return {
    name: text(product?.name) ?? text(pin.title) ?? '',
    price: cardPrice(pin, ownHost),
    merchant: merchantName(pin),
    availability: availabilityText(product?.offer_summary?.availability),
  };
}

function recipeDetails(pin: CloseupPinInput): CloseupRecipe {
  const recipe = pin.rich_metadata?.recipe;
  const servings = text(recipe?.servings);
  return {
    rating: cardRating(pin),
    cookTime:
      cookTimeLabel(recipe?.cook_time_minutes ?? pin.rich_summary?.recipe?.cook_time_minutes) ??
      text(recipe?.display_cook_time),
    servings: servings ? servingsLabel(servings) : null,
    ingredients: (recipe?.ingredients ?? []).map(text).filter((line) => line !== null),
  };
}

function articleDetails(pin: CloseupPinInput): CloseupArticle {
  const rich = pin.rich_metadata ?? pin.rich_summary;
  const author = text(pin.rich_metadata?.article?.author);
  const at = pin.rich_metadata?.article?.published_at;
  return {
    publisher: text(rich?.site_name) ?? text(pin.domain),
    byline: author ? bylineLabel(author) : null,
    published: at ? publishedLabel(at) : null,
  };
}

/** What the right pane tells beyond the title: the product, the recipe or the article. */
export function closeupDetails(pin: CloseupPinInput, ownHost = ''): CloseupDetails {
  if (isProductPin(pin)) return { type: 'product', product: productDetails(pin, ownHost) };
  if (isRecipePin(pin)) return { type: 'recipe', recipe: recipeDetails(pin) };
  if (richTypeName(pin) === 'article') return { type: 'article', article: articleDetails(pin) };
  return null;
}

/**
 * Spec 000 §7, the right-click clickthrough's "commerce data": a product pin's price and
 * currency, when its offer has a price.
 */
export function commerceDataOf(pin: CloseupPinInput): ClickthroughContext['commerceData'] {
  if (!isProductPin(pin)) return undefined;
  const offer = primaryProduct(pin)?.offer_summary;
  const price = offer?.price ?? offer?.min_price;
  if (!price) return undefined;
  return offer?.currency ? { price, currency: offer.currency } : { price };
}

/**
 * "Visit site" for every pin with an outside http(s) link; a product that can be bought now
 * (not sold out, not stale) reads 'Shop'. Links to the product's own pages are not "outside".
 */
export function closeupAction(pin: CloseupPinInput, ownHost = ''): CloseupAction | null {
  const href = pin.link;
  // A linkless ad's click stays here (req 000-7.19): nothing on its closeup leaves.
  if (!href || !isExternalHttpLink(href, ownHost) || isGoLinkless(pin)) return null;
  const buyable =
    isProductPin(pin) &&
    !pin.is_stale_product &&
    !pin.is_oos_product &&
    !isSoldOut(primaryProduct(pin)?.offer_summary);
  return buyable
    ? { kind: 'shop', label: CLOSEUP_TEXT.shop, href }
    : { kind: 'visit', label: ACTIONS.visitSite, href };
}

export function decideCloseup(pin: CloseupPinInput, isBot: boolean, ownHost = ''): CloseupModel {
  const media = closeupMedia(pin, closeupImageOptions(isBot));
  const first = media.type === 'story' ? media.pages[0]?.image : null;
  const aspect =
    media.type === 'story' ? (first ? first.height / first.width : 1) : mediaAspect(pin, media);
  return {
    media,
    aspect,
    action: closeupAction(pin, ownHost),
    details: closeupDetails(pin, ownHost),
  };
}

/** Decided: an idea pin's still page shows this long before the next plays (Pinterest's pace). */
export const IDEA_PIN_PAGE_MS = 5000;

/** The page after `index` while playing, or null at the last page: playback stops there. */
export function nextStoryPage(index: number, count: number): number | null {
  return index + 1 < count ? index + 1 : null;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The "Embed" code: the pin's picture linking back to its page, plain HTML any site can paste
 * (no script of ours runs on someone else's page). URLs are absolute, text is escaped.
 */
export function embedSnippet(input: {
  pageUrl: string;
  imageUrl: string;
  width: number;
  height: number;
  alt: string;
}): string {
  const { pageUrl, imageUrl, width, height, alt } = input;
  return (
    `<a href="${escapeHtml(pageUrl)}" target="_blank" rel="noopener">` +
    `<img src="${escapeHtml(imageUrl)}" width="${Math.round(width)}" height="${Math.round(height)}"` +
    ` alt="${escapeHtml(alt)}" style="max-width:100%;height:auto;border-radius:16px"></a>`
  );
}
