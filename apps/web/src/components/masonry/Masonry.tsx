// The grid. Positions come from masonry-layout.ts as CSS custom properties for every column
// count; masonry.css picks one set with container queries, so the server's HTML is already laid
// out at any width and hydration moves nothing. After mount the client only adds two things:
// virtualisation (items far from the viewport are not rendered, but for the first ones below
// it; absolute positioning keeps their space) and a callback when the reader nears the end.
import {
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  columnsForWidth,
  computeMasonry,
  containerVars,
  fluidColumnWidth,
  itemExtent,
  itemVars,
  layoutHeight,
  leavesOut,
  type ItemSize,
} from './masonry-layout';

/** Render items within this many viewports above and below the visible one. */
const OVERSCAN_VIEWPORTS = 2;
/** Ask for more when the end of the grid is this many viewports below the visible one. */
const LOAD_MORE_VIEWPORTS = 3;

export interface MasonryProps<T> {
  items: readonly T[];
  sizes: readonly ItemSize[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
  /** Called (repeatedly; the caller dedupes) while the end is within 3 viewports. */
  onNearEnd?: () => void;
}

/** The slice of the grid to render: null means everything (server render and hydration). */
interface Viewport {
  columns: number | null;
  colw: number;
  from: number;
  to: number;
}

export function Masonry<T>({
  items,
  sizes,
  getKey,
  renderItem,
  label,
  onNearEnd,
}: MasonryProps<T>) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  // How many items the grid first rendered (the server's, when it hydrates): see leavesOut.
  const [firstRendered] = useState(items.length);
  const layouts = useMemo(() => computeMasonry(sizes), [sizes]);
  const styles = useMemo(
    () => sizes.map((_, i) => itemVars(layouts, i) as CSSProperties),
    [layouts, sizes],
  );
  const nearEnd = useEffectEvent(() => onNearEnd?.());

  useEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = wrap.getBoundingClientRect();
      const vh = window.innerHeight || 800;
      const columns = columnsForWidth(rect.width);
      const colw = columns === null ? fluidColumnWidth(rect.width) : 0;
      // Quantised to half viewports so scrolling re-renders only now and then.
      const step = vh / 2;
      const top = -rect.top;
      const from = Math.floor((top - OVERSCAN_VIEWPORTS * vh) / step) * step;
      const to = Math.ceil((top + vh + OVERSCAN_VIEWPORTS * vh) / step) * step;
      setViewport((prev) =>
        prev &&
        prev.columns === columns &&
        prev.colw === colw &&
        prev.from === from &&
        prev.to === to
          ? prev
          : { columns, colw, from, to },
      );
      if (layoutHeight(layouts, columns, colw) - (top + vh) < LOAD_MORE_VIEWPORTS * vh) nearEnd();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(wrap);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [layouts]);

  const children: ReactNode[] = [];
  items.forEach((item, i) => {
    if (viewport) {
      const extent = itemExtent(layouts, sizes, i, viewport.columns, viewport.colw);
      if (leavesOut(extent, viewport, i, firstRendered)) return;
    }
    const style = styles[i];
    if (!style) return;
    children.push(
      <div key={getKey(item)} className="masonry-item" style={style}>
        {renderItem(item, i)}
      </div>,
    );
  });

  return (
    <section className="masonry-wrap" ref={wrapRef} aria-label={label}>
      <div className="masonry" style={containerVars(layouts) as CSSProperties}>
        {children}
      </div>
    </section>
  );
}
