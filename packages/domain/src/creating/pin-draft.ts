// The pin builder's and pin editor's text fields: their limits, the link rule, and how a link
// preview fills them (issue 5; spec 002 §5, reqs 002-5.12, 002-5.10: "board pin description max
// 500", "Links must begin with http or https"; docs/API.md §3 PinResource create and update).
import { BOARD_PIN_DESCRIPTION_MAX, PIN_ALT_TEXT_MAX, PIN_TITLE_MAX } from '../limits';

export interface PinDraft {
  title: string;
  description: string;
  link: string;
  altText: string;
}

export const EMPTY_PIN_DRAFT: PinDraft = { title: '', description: '', link: '', altText: '' };

export type PinTextField = 'title' | 'description' | 'altText';

export const PIN_TEXT_MAX: Readonly<Record<PinTextField, number>> = {
  title: PIN_TITLE_MAX,
  description: BOARD_PIN_DESCRIPTION_MAX,
  altText: PIN_ALT_TEXT_MAX,
};

export interface PinTextCheck {
  length: number;
  max: number;
  tooLong: boolean;
}

/**
 * Counted in UTF-16 units, as the server's schema counts them, so the counter and the server
 * never disagree; the title is trimmed first, as the server trims it.
 */
export function checkPinText(field: PinTextField, value: string): PinTextCheck {
  const length = (field === 'title' ? value.trim() : value).length;
  const max = PIN_TEXT_MAX[field];
  return { length, max, tooLong: length > max };
}

/** An empty link, or an http(s) URL with a host. */
export function isPinLink(value: string): boolean {
  const link = value.trim();
  if (link === '') return true;
  if (!/^https?:\/\//i.test(link)) return false;
  try {
    return new URL(link).hostname !== '';
  } catch {
    return false;
  }
}

/** The draft may be sent: every text within its limit and the link http(s) or empty. */
export function pinDraftValid(draft: PinDraft): boolean {
  return (
    !checkPinText('title', draft.title).tooLong &&
    !checkPinText('description', draft.description).tooLong &&
    !checkPinText('altText', draft.altText).tooLong &&
    isPinLink(draft.link)
  );
}

/** `LinkPreviewResource get {url}` (structurally; the wire type is in contracts). */
export interface LinkPreviewFacts {
  kind: 'image' | 'page';
  url: string;
  domain: string;
  title: string;
  description: string;
  images: { url: string; width?: number | undefined; height?: number | undefined }[];
}

/**
 * Fills the draft from a link preview without overwriting what the person typed: a field is
 * replaced only while it is empty or still holds what the previous preview put there
 * (`prefilled`). A page gives title, description and link; an image gives nothing to type.
 * Returns the new draft and what this preview put in, for the next call.
 */
export function applyLinkPreview(
  draft: PinDraft,
  prefilled: PinDraft,
  preview: LinkPreviewFacts,
): { draft: PinDraft; prefilled: PinDraft } {
  if (preview.kind !== 'page') return { draft, prefilled };
  const offered: Pick<PinDraft, 'title' | 'description' | 'link'> = {
    title: preview.title.trim().slice(0, PIN_TITLE_MAX),
    description: preview.description.trim().slice(0, BOARD_PIN_DESCRIPTION_MAX),
    link: preview.url,
  };
  const next = { ...draft };
  const filled = { ...prefilled };
  for (const field of ['title', 'description', 'link'] as const) {
    const untouched = draft[field] === '' || draft[field] === prefilled[field];
    if (untouched) {
      next[field] = offered[field];
      filled[field] = offered[field];
    }
  }
  return { draft: next, prefilled: filled };
}

/** Decided: a page offers at most this many images to choose from. */
export const PREVIEW_IMAGES_MAX = 12;

/** The images a preview offers, in its order (og:image first), http(s) only, no repeats. */
export function previewCandidates<I extends { url: string }>(preview: {
  images: readonly I[];
}): I[] {
  const seen = new Set<string>();
  const out: I[] = [];
  for (const image of preview.images) {
    if (!/^https?:\/\//i.test(image.url) || seen.has(image.url)) continue;
    seen.add(image.url);
    out.push(image);
    if (out.length === PREVIEW_IMAGES_MAX) break;
  }
  return out;
}
