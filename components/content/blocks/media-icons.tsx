const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeWidth: 2,
  'aria-hidden': true,
} as const;

/** The round play badge over a video's poster. */
export function PlayBadge() {
  return (
    <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-black/70 text-white shadow-lg transition group-hover:scale-110 group-hover:bg-[var(--store-primary)]">
        <svg width={28} height={28} viewBox="0 0 24 24" fill="currentColor" aria-hidden>
          <path d="M8 5.5v13l10.5-6.5Z" />
        </svg>
      </span>
    </span>
  );
}

/** Two arrows round a circle: "drag to turn" (360 image). */
export function RotateIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" {...stroke}>
      <path d="M3 12a9 9 0 0 1 15.5-6.2M21 12a9 9 0 0 1-15.5 6.2" />
      <path d="M18.5 2.5v3.3h-3.3M5.5 21.5v-3.3h3.3" />
    </svg>
  );
}

/** A left-right arrow: "drag sideways" (panorama, comparison handle). */
export function PanIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" {...stroke}>
      <path d="M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4" />
    </svg>
  );
}

/** The visible hint under a draggable image; its id describes the image's control. */
export function DragHint({ id, icon, text }: { id: string; icon: 'rotate' | 'pan'; text: string }) {
  return (
    <p id={id} className="mt-2 flex items-center gap-2 text-sm text-neutral-600">
      {icon === 'rotate' ? <RotateIcon /> : <PanIcon />}
      {text}
    </p>
  );
}
