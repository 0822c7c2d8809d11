'use client';

import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { responsiveImage } from '@/lib/media/responsive-image';
import { GALLERY_SIZES, GALLERY_WIDTHS } from './gallery-sizes';

/** Main image with hover zoom and thumbnails; arrow keys move between images. */
export function ProductGallery({
  images,
  alts,
  name,
  labels,
}: {
  images: string[];
  /** What each image shows (the store's words); the product's name where it wrote none. */
  alts?: string[];
  name: string;
  /** `imageNames[i]` names thumbnail i for screen readers ('Imagem 1 de 2'). */
  labels: { gallery: string; zoom: string; imageNames: string[] };
}) {
  const [current, setCurrent] = useState(0);
  const [origin, setOrigin] = useState<string | null>(null);
  const src = images[current];

  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * 100;
    const y = ((e.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') setCurrent((i) => (i + 1) % images.length);
    if (e.key === 'ArrowLeft') setCurrent((i) => (i - 1 + images.length) % images.length);
  };

  return (
    <section aria-label={labels.gallery} onKeyDown={onKey}>
      <div
        className="relative aspect-[5/4] cursor-zoom-in overflow-hidden rounded-xl bg-neutral-50"
        onMouseMove={onMove}
        onMouseLeave={() => setOrigin(null)}
        title={labels.zoom}
        data-testid="gallery-main"
      >
        {src && (
          // eslint-disable-next-line @next/next/no-img-element -- srcset from lib/media (docs/adr/0027)
          <img
            {...responsiveImage(src, GALLERY_SIZES, GALLERY_WIDTHS)}
            alt={alts?.[current] ?? name}
            width={800}
            height={640}
            fetchPriority="high"
            className="h-full w-full object-contain transition-transform duration-150"
            style={origin ? { transform: 'scale(2)', transformOrigin: origin } : undefined}
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2">
          {images.map((url, i) => (
            <li key={url + i}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={labels.imageNames[i]}
                aria-pressed={i === current}
                className={`block h-16 w-20 overflow-hidden rounded-lg border-2 bg-neutral-50 ${i === current ? 'border-[var(--store-primary)]' : 'border-transparent hover:border-neutral-300'}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- thumbnail */}
                <img
                  {...responsiveImage(url, '80px', { maxWidth: 160 })}
                  alt=""
                  width={80}
                  height={64}
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
