// The cookie choices themselves (spec 000 §2, req 000-2.26; issue 16): a switch per optional
// category, starting from what is allowed now; Necessary is always on; under Global Privacy
// Control marketing stays off and says why; Reject all withdraws everything in one click; the
// list of what Corkboard keeps comes from the one inventory (domain). Shown in the "Let me
// choose" modal and on /settings/.
import { useState } from 'react';
import {
  CONSENT_CATEGORIES,
  COOKIE_CATEGORY_TEXT,
  COOKIES,
  STORED_ITEMS,
  type ConsentAllowed,
  type ConsentCategory,
} from '@corkboard/domain';
import { AllOrNothing } from './AllOrNothing';

export function ConsentChoices({
  initial,
  gpc,
  busy,
  onSave,
  idPrefix,
}: {
  initial: ConsentAllowed;
  gpc: boolean;
  busy: boolean;
  onSave: (allowed: ConsentAllowed) => void;
  /** Ids of the switches, unique on the page (the modal can open over /settings/). */
  idPrefix: string;
}) {
  const [allowed, setAllowed] = useState<ConsentAllowed>({
    ...initial,
    marketing: initial.marketing && !gpc,
  });
  const all = (on: boolean): ConsentAllowed => ({
    analytics: on,
    marketing: on && !gpc,
    personalization: on,
  });
  const locked = (category: ConsentCategory) => category === 'marketing' && gpc;
  return (
    <>
      <ul className="consent-categories">
        <li className="consent-category">
          <div>
            <strong>{COOKIE_CATEGORY_TEXT.necessary.name}</strong>
            <p>{COOKIE_CATEGORY_TEXT.necessary.about}</p>
          </div>
          <span className="consent-always">{COOKIES.alwaysOn}</span>
        </li>
        {CONSENT_CATEGORIES.map((category) => (
          <li key={category} className="consent-category">
            <label htmlFor={`${idPrefix}-${category}`}>
              <strong>{COOKIE_CATEGORY_TEXT[category].name}</strong>
              <p>{COOKIE_CATEGORY_TEXT[category].about}</p>
              {locked(category) ? <p className="consent-gpc">{COOKIES.gpcNote}</p> : null}
            </label>
            <input
              id={`${idPrefix}-${category}`}
              type="checkbox"
              role="switch"
              className="consent-switch"
              checked={allowed[category]}
              disabled={busy || locked(category)}
              onChange={(event) =>
                setAllowed((now) => ({ ...now, [category]: event.target.checked }))
              }
              data-testid={`consent-switch-${category}`}
            />
          </li>
        ))}
      </ul>
      <details className="consent-inventory">
        <summary>{COOKIES.whatWeKeep}</summary>
        <ul>
          {STORED_ITEMS.map((item) => (
            <li key={`${item.kind}:${item.name}`}>
              <code>{item.name.endsWith(':') ? `${item.name}…` : item.name}</code> (
              {COOKIE_CATEGORY_TEXT[item.category].name}): {item.purpose}
            </li>
          ))}
        </ul>
      </details>
      <AllOrNothing
        busy={busy}
        onAnswer={(accept) => onSave(all(accept))}
        testIdPrefix="consent-choices"
      />
      <button
        type="button"
        className="btn btn-red consent-save"
        disabled={busy}
        onClick={() => onSave(allowed)}
        data-testid="consent-save-choices"
      >
        {COOKIES.saveChoices}
      </button>
    </>
  );
}
