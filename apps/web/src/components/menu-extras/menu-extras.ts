// Items a page adds to the pin's "…" menu (the closeup's Copy link and Embed), passed by context
// so the card's MoreMenu, which every grid carries, stays as small as it was: only the lazily
// loaded popover reads them.
import { createContext } from 'react';

export interface MenuExtra {
  label: string;
  testId: string;
  onClick: () => void;
}

export const MenuExtras = createContext<readonly MenuExtra[]>([]);
