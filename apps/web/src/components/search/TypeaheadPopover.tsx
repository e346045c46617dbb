// The header search's popover (issue 6), loaded on first focus of the box: recent searches
// (with Clear), then suggestions from SearchTypeaheadResource as the reader types. Keyboard:
// arrows move through the options, Enter picks the highlighted one (or searches what is
// typed), Escape closes. Focus stays in the box throughout (aria-activedescendant).
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ACTIONS,
  atUsername,
  boardDisplayName,
  SEARCH_UI,
  searchCorrected,
  TYPEAHEAD_MIN_CHARS,
} from '@corkboard/domain';
import { typeaheadQuery } from '../../api/search-queries';
import { Avatar } from '../avatar/Avatar';
import { clearRecentSearches, onRecentSearchesChange, readRecentSearches } from './recent-searches';
import {
  pickOf,
  suggestionsPending,
  typeaheadOptions,
  type TypeaheadOption,
  type TypeaheadPick,
} from './typeahead-options';
import './typeahead.css';

/** Typing settles for this long before the server is asked. */
const DEBOUNCE_MS = 120;

export interface TypeaheadPopoverProps {
  input: RefObject<HTMLInputElement | null>;
  value: string;
  listId: string;
  onPick: (pick: TypeaheadPick) => void;
  onActiveChange: (id: string | undefined) => void;
  onClose: () => void;
}

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function SearchIcon({ recent }: { recent: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="ta-icon">
      {recent ? (
        <path d="M12 3a9 9 0 1 1-9 9h2a7 7 0 1 0 2-4.9V10H3V4h2v1.7A9 9 0 0 1 12 3zm-1 4h2v5l4 2.3-1 1.7-5-3z" />
      ) : (
        <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
      )}
    </svg>
  );
}

function OptionBody({ option }: { option: TypeaheadOption }) {
  switch (option.kind) {
    case 'recent':
    case 'query':
      return (
        <>
          <SearchIcon recent={option.kind === 'recent'} />
          <span className="ta-text">{option.query}</span>
        </>
      );
    case 'board': {
      const cover = option.board.images['170x']?.[0];
      return (
        <>
          <span className="ta-thumb">
            {cover ? <img src={cover.url} alt="" width={40} height={40} /> : null}
          </span>
          <span className="ta-text">
            <span dir="auto">{boardDisplayName(option.board)}</span>
            <span className="ta-meta">{SEARCH_UI.boardLabel}</span>
          </span>
        </>
      );
    }
    case 'user': {
      const name = option.user.full_name || option.user.username;
      return (
        <>
          <Avatar src={option.user.image_small_url} name={name} size={40} />
          <span className="ta-text">
            {name}
            <span className="ta-meta">{atUsername(option.user.username)}</span>
          </span>
        </>
      );
    }
  }
}

export default function TypeaheadPopover(props: TypeaheadPopoverProps) {
  const { input, value, listId, onPick, onActiveChange, onClose } = props;
  const [recent, setRecent] = useState(readRecentSearches);
  // A search remembered after this opened shows too: the header writes it once a dynamic
  // import has resolved, and a page's navigation may open the box before that.
  useEffect(() => onRecentSearchesChange(() => setRecent(readRecentSearches())), []);
  const [active, setActive] = useState(-1);
  const settled = useSettled(value.trim());
  const asking = [...settled].length >= TYPEAHEAD_MIN_CHARS;
  const { data, isFetching } = useQuery({ ...typeaheadQuery(settled), enabled: asking });
  const answer = asking ? data : undefined;
  const pending = suggestionsPending(value.trim(), settled, asking && isFetching);
  const options = useMemo(() => typeaheadOptions(value, recent, answer), [value, recent, answer]);
  const typedIsShort = [...value.trim()].length < TYPEAHEAD_MIN_CHARS;
  const optionId = (index: number) => `${listId}-${index}`;

  // New options: nothing highlighted until the reader moves.
  const [shownOptions, setShownOptions] = useState(options);
  if (shownOptions !== options) {
    setShownOptions(options);
    setActive(-1);
  }

  useEffect(() => {
    onActiveChange(active >= 0 ? `${listId}-${active}` : undefined);
  }, [active, listId, onActiveChange]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the typed text itself; moving past either end comes back to it.
        const slots = options.length + 1;
        setActive((at) => ((at + 1 + step + slots) % slots) - 1);
      } else if (event.key === 'Enter') {
        const option = options[active];
        if (!option) return;
        event.preventDefault();
        onPick(pickOf(option));
      }
    };
    box.addEventListener('keydown', onKeyDown);
    return () => box.removeEventListener('keydown', onKeyDown);
  }, [input, options, active, onPick, onClose]);

  // On a phone the search fills the screen (header.css); Cancel leaves it.
  const cancel = (
    <button
      type="button"
      className="ta-cancel"
      onPointerDown={(event) => event.preventDefault()}
      onClick={() => {
        onClose();
        input.current?.blur();
      }}
      data-testid="typeahead-cancel"
    >
      {ACTIONS.cancel}
    </button>
  );
  if (options.length === 0 && !(answer && !typedIsShort)) return cancel;
  const showRecentHeading = typedIsShort && recent.length > 0;
  return (
    <>
      {cancel}
      <div
        className="typeahead"
        // Keep focus in the box: the options are picked by click without taking it.
        onPointerDown={(event) => event.preventDefault()}
        data-testid="typeahead"
      >
        {showRecentHeading ? (
          <div className="ta-heading">
            <span>{SEARCH_UI.recentHeading}</span>
            <button
              type="button"
              className="ta-clear"
              onClick={() => {
                // A visitor's record lets go of them too (spec 002 §4: "a search is removed").
                void import('../../visitor/record-actions').then((m) => m.forgetSearches(recent));
                clearRecentSearches();
                setRecent([]);
              }}
              data-testid="typeahead-clear"
            >
              {SEARCH_UI.clearRecent}
            </button>
          </div>
        ) : null}
        {answer?.corrected_query && !typedIsShort ? (
          <p className="ta-corrected">{searchCorrected(answer.corrected_query)}</p>
        ) : null}
        <ul
          role="listbox"
          id={listId}
          aria-label={SEARCH_UI.suggestionsLabel}
          aria-busy={pending || undefined}
        >
          {options.map((option, index) => (
            <li
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="ta-option"
              onClick={() => onPick(pickOf(option))}
              onPointerMove={() => setActive(index)}
              data-testid={`typeahead-${option.kind}`}
            >
              <OptionBody option={option} />
            </li>
          ))}
          {options.length === 0 ? <li className="ta-empty">{SEARCH_UI.noSuggestions}</li> : null}
        </ul>
      </div>
    </>
  );
}
