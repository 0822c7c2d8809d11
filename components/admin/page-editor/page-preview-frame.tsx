'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/domain/money';

/** The widths the preview shows the page at: a desktop's and a phone's (CSS pixels). */
export const PREVIEW_WIDTHS = { desktop: 1280, phone: 390 } as const;
type Device = keyof typeof PREVIEW_WIDTHS;
const HEIGHTS: Record<Device, number> = { desktop: 900, phone: 780 };

/**
 * The draft as the storefront renders it, in a frame at a desktop's or a phone's width: the
 * desktop page is scaled down to fit beside the editor, the phone's is shown at its own size. It
 * is loaded again each time the draft is saved (`version`).
 */
export function PagePreviewFrame({
  pageId,
  version,
  language,
}: {
  pageId: number;
  version: number;
  /** The language the page is shown in (the one being edited). */
  language: Locale;
}) {
  const t = useTranslations('backOffice.pages.editor');
  const [device, setDevice] = useState<Device>('desktop');
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number>(PREVIEW_WIDTHS.desktop);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const width = PREVIEW_WIDTHS[device];
  const height = HEIGHTS[device];
  const scale = Math.min(1, room / width);
  return (
    <section aria-labelledby="page-preview-heading" className="grid content-start gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="page-preview-heading" className="text-lg font-semibold">
          {t('preview')}
        </h2>
        <div role="group" aria-label={t('preview')} className="flex gap-1">
          {(Object.keys(PREVIEW_WIDTHS) as Device[]).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={device === d}
              onClick={() => setDevice(d)}
              className="min-h-10 rounded-lg border border-neutral-300 px-3 text-sm aria-pressed:border-[var(--store-primary)] aria-pressed:bg-[var(--store-primary)] aria-pressed:text-[var(--store-primary-contrast)]"
            >
              {t(d)} · {PREVIEW_WIDTHS[d]} px
            </button>
          ))}
        </div>
      </div>
      <div ref={box} className="overflow-hidden rounded-xl border border-neutral-300 bg-white">
        <div
          style={{ height: height * scale, width: width * scale }}
          className="mx-auto"
          data-testid="page-preview"
        >
          <iframe
            key={device}
            title={`${t('previewTitle')} (${t(device)})`}
            src={`/admin/previa/${pageId}?idioma=${language}&v=${version}`}
            width={width}
            height={height}
            style={{ transform: `scale(${scale})`, transformOrigin: 'top left' }}
            className="block border-0"
            data-device={device}
          />
        </div>
      </div>
    </section>
  );
}
