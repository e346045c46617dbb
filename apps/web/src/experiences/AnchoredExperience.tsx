// Experiences pinned to something on the page (spec 001 §4): tooltips with or without a pulsar
// (type 8), educational popovers (type 29) and anchored flyouts. Nothing shows when the anchor
// is not on the page (req 001-5.05). A tooltip's pulsar shows first; a tap pauses it and
// reveals the tooltip (req 001-4.06); a click on the anchor, outside, or its disappearTime
// dismisses it (req 001-4.07); with neither pulsar nor tooltip it completes at once (req
// 001-4.08). Popovers and flyouts go on scroll after their delay (req 001-4.11, 001-9.02).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ExperienceWire } from '@corkboard/contracts';
import {
  ACTIONS,
  anchoredPosition,
  anchorOf,
  completeButtonOf,
  directionOf,
  EXPERIENCES,
  pulsarOffsetPx,
  scrollDismissDelayMs,
  THUMBNAILS_TOOLTIP,
  tooltipThumbnails,
  type CardPosition,
  type ExperienceDevice,
  type ExperienceDirection,
} from '@corkboard/domain';
import { useApp } from '../state/app-context';
import { findAnchor, watchAnchor, type AnchorBox } from './anchors';
import { ExperienceAction } from './ExperienceLink';
import { ExperienceIcon, ExperienceMore } from './ExperienceParts';
import { ELEMENT } from './lifecycle';
import { useEnding } from './use-ending';

type End = ReturnType<typeof useEnding>;

/**
 * A click on the anchor dismisses; so does one outside, for a tooltip that is showing (req
 * 001-4.07). A click on the experience itself never does.
 */
function useClickDismiss(
  anchor: HTMLElement,
  surface: React.RefObject<HTMLElement | null>,
  outside: boolean,
  end: End,
) {
  useEffect(() => {
    const onDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (surface.current?.contains(target)) return;
      if (outside || anchor.contains(target)) end('dismissed', ELEMENT.dismiss);
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [anchor, surface, outside, end]);
}

function useScrollDismiss(delayMs: number | null, end: End) {
  useEffect(() => {
    if (delayMs === null) return;
    const since = Date.now();
    const onScroll = () => {
      if (Date.now() - since >= delayMs) end('dismissed', ELEMENT.dismiss);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('touchmove', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('touchmove', onScroll);
    };
  }, [delayMs, end]);
}

/** Req 001-9.02: "The thumbnails tooltip dismisses 3 s after scrolling". */
function useThumbnailsScrollDismiss(active: boolean, end: End) {
  useEffect(() => {
    if (!active) return;
    let timer = 0;
    const onScroll = () => {
      if (!timer)
        timer = window.setTimeout(() => end('dismissed'), THUMBNAILS_TOOLTIP.dismissAfterScrollMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [active, end]);
}

/**
 * The card beside its anchor on the side asked for (domain anchoredPosition). It is measured
 * before it is painted (a layout effect), so it never shows anywhere else first.
 */
function Placed({
  box,
  direction,
  children,
}: {
  box: AnchorBox;
  direction: ExperienceDirection | null;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState<CardPosition | null>(null);
  useLayoutEffect(() => {
    const card = ref.current?.getBoundingClientRect();
    if (!card) return;
    const size = { width: card.width, height: card.height };
    setAt(
      anchoredPosition(
        box,
        size,
        { width: window.innerWidth, height: window.innerHeight },
        direction,
      ),
    );
  }, [box, direction]);
  return (
    <div
      ref={ref}
      className="xp-anchored"
      data-side={at?.side}
      style={at ? { top: at.top, left: at.left } : { top: 0, left: 0, visibility: 'hidden' }}
    >
      {children}
    </div>
  );
}

function Surface({
  e,
  anchor,
  device,
}: {
  e: ExperienceWire;
  anchor: HTMLElement;
  device: ExperienceDevice;
}) {
  const d = e.display_data;
  const end = useEnding(e);
  const [box, setBox] = useState<AnchorBox | null>(null);
  const surface = useRef<HTMLDivElement>(null);
  const isTooltip = e.kind === 'tooltip';
  // The pulsar shows first; a tap on it reveals the tooltip (or completes a pulsar alone).
  const [revealed, setRevealed] = useState(!isTooltip || !d.has_pulsar);
  useEffect(() => watchAnchor(anchor, setBox), [anchor]);
  useClickDismiss(anchor, surface, isTooltip && revealed, end);
  useScrollDismiss(
    scrollDismissDelayMs(e.kind, d.scroll_to_dismiss, d.scroll_to_dismiss_delay_in_seconds),
    end,
  );
  const thumbnails = isTooltip ? tooltipThumbnails(d.thumbnail_urls) : [];
  useThumbnailsScrollDismiss(thumbnails.length > 0, end);
  useEffect(() => {
    if (!isTooltip || !d.disappearTime) return;
    const id = setTimeout(() => end('dismissed'), d.disappearTime);
    return () => clearTimeout(id);
  }, [isTooltip, d.disappearTime, end]);
  if (!box) return null;
  // The pulsar's tap; with complete_on_hover, the pointer resting on it does the same.
  const tapPulsar = () => (d.has_tooltip ? setRevealed(true) : end('completed', ELEMENT.primary));

  const pulsar = isTooltip && d.has_pulsar && !revealed && (
    <button
      type="button"
      className="xp-pulsar"
      style={{
        top: box.top + box.height / 2 - 12,
        left: box.right - 12 - pulsarOffsetPx(e.experience_id),
      }}
      aria-label={d.tooltip?.mainText ?? EXPERIENCES.gotIt}
      onClick={tapPulsar}
      onPointerEnter={d.complete_on_hover ? tapPulsar : undefined}
      data-testid="experience-pulsar"
    />
  );
  const text = isTooltip ? d.tooltip?.mainText : (d.message ?? d.body);
  const completeButton = completeButtonOf(d);
  const confirm = isTooltip
    ? d.tooltip?.confirmButtonText
    : (d.button_text ?? completeButton?.text);
  const buttonUri = d.button_uri ?? completeButton?.url;
  const complete = () => end('completed', ELEMENT.primary);
  const card = revealed && (!isTooltip || d.has_tooltip) && (
    <Placed box={box} direction={directionOf(e.kind, d, device)}>
      <div
        ref={surface}
        className="xp-card"
        role="dialog"
        aria-label={d.title ?? text}
        data-kind={e.kind}
        data-testid="experience-anchored"
      >
        {e.kind === 'popover' ? (
          <button
            type="button"
            className="xp-close"
            aria-label={ACTIONS.close}
            onClick={() => end('dismissed', ELEMENT.dismiss)}
            data-testid="experience-dismiss"
          >
            ×
          </button>
        ) : null}
        {d.title ? (
          <h2 className="xp-card-title">
            <ExperienceIcon data={d} />
            {d.title}
          </h2>
        ) : null}
        {thumbnails.length > 0 ? (
          <div className="xp-thumbs">
            {thumbnails.map((url) => (
              <img key={url} src={url} alt="" width={48} height={48} />
            ))}
          </div>
        ) : null}
        {text ? <p>{text}</p> : null}
        <ExperienceMore data={d} onFollow={complete} />
        <div className="xp-card-actions">
          {isTooltip && d.tooltip?.cancelButtonText ? (
            <button
              type="button"
              className="btn btn-grey"
              onClick={() => end('dismissed', ELEMENT.dismiss)}
            >
              {d.tooltip.cancelButtonText}
            </button>
          ) : null}
          <ExperienceAction
            action={{
              label: confirm ?? (buttonUri ? EXPERIENCES.go : EXPERIENCES.gotIt),
              href: buttonUri,
            }}
            primary
            onDone={complete}
            testId="experience-complete"
          />
        </div>
      </div>
    </Placed>
  );
  return createPortal(
    <div ref={revealed ? undefined : surface} className="xp-anchored-layer">
      {pulsar}
      {card}
    </div>,
    document.body,
  );
}

export function AnchoredExperience({ experience: e }: { experience: ExperienceWire }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const end = useEnding(e, false);
  // The device the server chose for (its guess from the request), so targeting and anchor agree.
  const device: ExperienceDevice = useApp().touchScreen ? 'phone' : 'desktop';
  const anchorName = anchorOf(e.display_data, device);
  useEffect(() => {
    // The page may still be drawing its anchor: look again for a moment.
    let tries = 0;
    const look = () => {
      const found = findAnchor(anchorName);
      if (found) setAnchor(found);
      else if (++tries < 10) id = window.setTimeout(look, 300);
    };
    let id = window.setTimeout(look, 0);
    return () => clearTimeout(id);
  }, [anchorName]);
  useEffect(() => {
    if (anchor && e.metadata.completes_immediately) end('completed');
  }, [anchor, e.metadata.completes_immediately, end]);
  if (!anchor || e.metadata.completes_immediately) return null;
  return <Surface e={e} anchor={anchor} device={device} />;
}
