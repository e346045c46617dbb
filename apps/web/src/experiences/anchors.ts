// Where an anchored experience points (domain EXPERIENCE_ANCHORS): each name is an element the
// product already renders, found by a selector, so no page carries markup for experiences.
import type { ExperienceAnchor } from '@corkboard/domain';

const SELECTORS: Record<ExperienceAnchor, string> = {
  header_search: 'form.header-search',
  header_create: '[data-testid="header-create"]',
  header_profile: '.header-avatar',
  header_today: '[data-testid="nav-today"]',
  header_explore: '[data-testid="nav-explore"]',
  closeup_save: '[data-testid="closeup-save"]',
  closeup_more: '.closeup-more',
  board_tools: '.board-tools',
};

/** The anchor's element if it is on the page and laid out (a hidden one counts as absent). */
export function findAnchor(name: string | undefined): HTMLElement | null {
  const selector = name ? SELECTORS[name as ExperienceAnchor] : undefined;
  if (!selector) return null;
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (element.getClientRects().length > 0) return element;
  }
  return null;
}

export interface AnchorBox {
  top: number;
  left: number;
  bottom: number;
  right: number;
  width: number;
  height: number;
}

/** The anchor's box in the viewport (for `position: fixed`), kept current on scroll and resize. */
export function watchAnchor(element: HTMLElement, onMove: (box: AnchorBox) => void): () => void {
  let frame = 0;
  const measure = () => {
    frame = 0;
    const r = element.getBoundingClientRect();
    onMove({
      top: r.top,
      left: r.left,
      bottom: r.bottom,
      right: r.right,
      width: r.width,
      height: r.height,
    });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  measure();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
