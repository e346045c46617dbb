// Tiny inline icons of the pin card (16 px grid, currentColor). Always decorative: the control
// around them carries the accessible name.
import type { ReactNode } from 'react';

function Svg({ size = 16, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      className="pc-icon"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const MoreIcon = () => (
  <Svg>
    <path d="M2 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm6 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm6 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
  </Svg>
);

const CHEVRONS = {
  left: 'M10.5 2 4.5 8l6 6 1.4-1.4L7.3 8l4.6-4.6z',
  right: 'M5.5 2 4.1 3.4 8.7 8l-4.6 4.6L5.5 14l6-6z',
  down: 'M2 5.5 3.4 4.1 8 8.7l4.6-4.6L14 5.5l-6 6z',
} as const;

export const ChevronIcon = ({ dir }: { dir: keyof typeof CHEVRONS }) => (
  <Svg>
    <path d={CHEVRONS[dir]} />
  </Svg>
);

export const PlayIcon = () => (
  <Svg size={12}>
    <path d="M4 2v12l10-6z" />
  </Svg>
);

export const PauseIcon = () => (
  <Svg size={12}>
    <path d="M3 2h3.5v12H3zm6.5 0H13v12H9.5z" />
  </Svg>
);

export const BagIcon = () => (
  <Svg size={14}>
    <path d="M5 4a3 3 0 0 1 6 0h3l-1 11H3L2 4zm1.5 0h3a1.5 1.5 0 0 0-3 0Z" />
  </Svg>
);

const STAR = 'm8 .8 2.2 4.6 5 .6-3.7 3.5.9 5L8 12.1l-4.4 2.4.9-5L.8 6l5-.6z';
/** The left half of STAR, drawn over a grey star for a half star (no gradient ids needed). */
const HALF_STAR = 'M8 .8 5.8 5.4.8 6l3.7 3.5-.9 5L8 12.1z';

export const StarIcon = ({ fill }: { fill: 'full' | 'half' | 'empty' }) => (
  <Svg size={15}>
    <path className={fill === 'full' ? undefined : 'pc-star-empty'} d={STAR} />
    {fill === 'half' ? <path d={HALF_STAR} /> : null}
  </Svg>
);

export const PagesIcon = () => (
  <Svg size={12}>
    <path d="M4 1h9v11H4zM2 4h1v10h8v1H2z" />
  </Svg>
);
