// A round user picture, or the first letter of the name on grey when there is none. Always
// decorative: the name is written next to it, so it loads lazily and at low priority, never
// ahead of the pictures people came for (a grid's first screen).
export interface AvatarProps {
  src: string | null | undefined;
  name: string;
  size: number;
}

export function Avatar({ src, name, size }: AvatarProps) {
  if (src) {
    return (
      <img
        className="avatar"
        src={src}
        width={size}
        height={size}
        alt=""
        loading="lazy"
        fetchPriority="low"
        decoding="async"
      />
    );
  }
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      className="avatar avatar-initial"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45) }}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}
