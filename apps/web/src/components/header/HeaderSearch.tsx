// The header's search box (issue 6): a combobox whose suggestions (recent searches, then the
// server's typeahead) open in a popover loaded on first focus, so the home bundle only carries
// this box. Submitting goes to /search/pins/?q=… and remembers the query in this browser.
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { NAV, searchHref } from '@corkboard/domain';
import { useApp } from '../../state/app-context';
import type { TypeaheadPick } from '../search/typeahead-options';

const TypeaheadPopover = lazy(() => import('../search/TypeaheadPopover'));

/** The query of the search page being shown, or '' elsewhere. */
function useShownQuery(): string {
  const [pathname] = useLocation();
  const search = useSearch();
  return pathname.startsWith('/search/') ? (new URLSearchParams(search).get('q') ?? '') : '';
}

export function HeaderSearch() {
  const [, navigate] = useLocation();
  const { viewer } = useApp();
  const shown = useShownQuery();
  const [value, setValue] = useState(shown);
  const [seen, setSeen] = useState(shown);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  // A new search page (a submit, a tab, back and forward) shows its query in the box.
  if (seen !== shown) {
    setSeen(shown);
    setValue(shown);
  }

  const close = () => {
    setOpen(false);
    setActiveId(undefined);
  };
  const pick = (choice: TypeaheadPick) => {
    close();
    input.current?.blur();
    if (choice.type === 'link') {
      navigate(choice.href);
      return;
    }
    const query = choice.query.trim();
    if (!query) return;
    // Kept in this browser; the module loads with the first search (the typeahead has it too).
    void import('../search/recent-searches').then((m) => m.rememberRecentSearch(query));
    // A visitor's completed search counts toward their engagement (spec 002 §4).
    if (!viewer) {
      void import('../../visitor/record-actions').then((m) =>
        m.recordSearch(query, 'pins', 'typed'),
      );
    }
    setValue(query);
    navigate(searchHref('pins', query));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    pick({ type: 'query', query: value });
  };

  return (
    <form className="header-search" role="search" onSubmit={onSubmit}>
      <input
        ref={input}
        type="search"
        name="q"
        dir="auto"
        value={value}
        placeholder={NAV.searchPlaceholder}
        aria-label={NAV.search}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? activeId : undefined}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        data-testid="header-search-input"
      />
      {open ? (
        <Suspense fallback={null}>
          <TypeaheadPopover
            input={input}
            value={value}
            listId={listId}
            onPick={pick}
            onActiveChange={setActiveId}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
