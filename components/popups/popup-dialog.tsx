'use client';

import { BlockLink } from '@/components/content/blocks/block-link';
import { ModalShell } from '@/components/ui/modal-shell';
import type { ContentItem } from '@/lib/contracts/popups';
import { popupImage } from './popup-media';

export type PopupLabels = { close: string; more: string };

/**
 * An entry or exit pop-up on the ModalShell (focus trap, Escape and a click beside it), at most
 * 700 px wide (SPEC.md section 9). Its HTML was sanitized by the API; the title is text. Any way
 * of leaving it (×, Escape, the backdrop, its link) closes it.
 */
export function PopupDialog({
  item,
  labels,
  onClose,
}: {
  item: ContentItem | null;
  labels: PopupLabels;
  onClose: () => void;
}) {
  const titleId = item ? `popup-${item.id}-title` : undefined;
  const content = item?.json;
  return (
    <ModalShell
      open={item !== null}
      onClose={onClose}
      aria-labelledby={content?.title ? titleId : undefined}
      aria-label={content && !content.title ? labels.more : undefined}
      data-popup={item?.type}
      className="w-[min(92vw,700px)] max-w-[700px] overflow-hidden rounded-2xl bg-white"
    >
      {item && content && (
        // Following one of its links (its own or one in its HTML) closes it as well.
        <div
          className="relative max-h-[85vh] overflow-y-auto"
          onClick={(e) => {
            if ((e.target as Element).closest('a')) onClose();
          }}
        >
          <button
            type="button"
            onClick={onClose}
            aria-label={labels.close}
            // The pop-up's way out takes the focus first (SPEC: it must be easy to dismiss).
            data-autofocus
            className="absolute top-2 right-2 z-10 grid h-10 w-10 place-items-center rounded-full bg-white/90 text-2xl leading-none text-neutral-800 shadow hover:bg-neutral-100"
          >
            ×
          </button>
          {content.image &&
            (content.link ? (
              <BlockLink href={content.link} className="block">
                <PopupImage src={content.image} alt={content.title ?? ''} />
              </BlockLink>
            ) : (
              <PopupImage src={content.image} alt={content.title ?? ''} />
            ))}
          <div className="grid gap-3 p-6 pt-5">
            {content.title && (
              <h2 id={titleId} className="pr-10 text-2xl font-bold text-neutral-900">
                {content.title}
              </h2>
            )}
            {content.html && (
              <div
                className="prose-store text-neutral-800"
                dangerouslySetInnerHTML={{ __html: content.html }}
              />
            )}
            {content.link && (
              <BlockLink
                href={content.link}
                className="mt-1 inline-flex h-11 items-center justify-center justify-self-start rounded-xl bg-[var(--store-primary)] px-5 font-semibold text-[var(--store-primary-contrast)] hover:brightness-110"
              >
                {content.btnText ?? labels.more}
              </BlockLink>
            )}
          </div>
        </div>
      )}
    </ModalShell>
  );
}

function PopupImage({ src, alt }: { src: string; alt: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- srcset from lib/media (docs/adr/0027)
    <img {...popupImage(src)} alt={alt} className="block max-h-[50vh] w-full object-cover" />
  );
}
