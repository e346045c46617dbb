// The closeup's description, clamped to four lines (closeup.css) with "more" to read the rest
// (issue 13, "Text"). Whether it overflows is measured once laid out: a short description gets
// no button. The whole text is in the HTML either way (crawlers and screen readers read it).
import { useLayoutEffect, useRef, useState } from 'react';
import { CLOSEUP_TEXT } from '@corkboard/domain';

export function CloseupDescription({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setOverflows(el.scrollHeight > el.clientHeight + 1);
  }, [text]);
  return (
    <div className="closeup-description-block">
      <p
        ref={ref}
        className="closeup-description"
        data-clamped={open ? undefined : ''}
        dir="auto"
        id="closeup-description"
      >
        {text}
      </p>
      {overflows ? (
        <button
          type="button"
          className="closeup-more-text"
          aria-expanded={open}
          aria-controls="closeup-description"
          onClick={() => setOpen(!open)}
          data-testid="closeup-description-more"
        >
          {open ? CLOSEUP_TEXT.less : CLOSEUP_TEXT.more}
        </button>
      ) : null}
    </div>
  );
}
