// Public surface of link reading: page HTML → what a pin saved from that page needs.
export { extractPageMetadata, type PageMetadata } from './page-metadata';
export { MAX_PAGE_IMAGES, type PageImage } from './page-images';
export {
  type ArticleRich,
  type PageRich,
  type ProductRich,
  type RecipeRich,
} from './rich-metadata';
export type { Availability } from './schema-values';
export { displayPrice, pinRichColumns, type PinRichColumns } from './pin-rich-columns';
