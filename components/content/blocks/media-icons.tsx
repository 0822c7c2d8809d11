import { Icon } from '@/components/icons/icon';

/** The round play badge over a video's poster. */
export function PlayBadge() {
  return (
    <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-black/70 text-white shadow-lg transition group-hover:scale-110 group-hover:bg-[var(--store-primary)]">
        <Icon name="play" size={28} />
      </span>
    </span>
  );
}

/** The visible hint under a draggable image; its id describes the image's control. */
export function DragHint({ id, icon, text }: { id: string; icon: 'rotate' | 'pan'; text: string }) {
  return (
    <p id={id} className="mt-2 flex items-center gap-2 text-sm text-neutral-600">
      <Icon name={icon} size={20} />
      {text}
    </p>
  );
}
