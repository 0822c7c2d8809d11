'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { fieldInputClass } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useReportApiError } from '@/components/ui/use-api-mutation';
import {
  addProductMedia,
  arrangeProductMedias,
  removeProductMedia,
} from '@/lib/api-client/back-office';
import type { AdminProductMedia } from '@/lib/contracts/back-office-products';

/**
 * A product's photos (issue 28 item 3): added from files (the server checks each is a photo by
 * its bytes), put in order with buttons (the first is the main one; keyboard and screen readers
 * alike), each with what it shows for those who cannot see it; saved together.
 */
export function ProductMedias({
  productId,
  medias: saved,
}: {
  productId: number;
  medias: AdminProductMedia[];
}) {
  const t = useTranslations('backOffice.media');
  const router = useRouter();
  const snackbar = useSnackbar();
  const report = useReportApiError();
  const inputId = useId();
  const [medias, setMedias] = useState(saved);
  const [busy, setBusy] = useState(false);

  const upload = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    setBusy(true);
    try {
      let latest = medias;
      for (const file of chosen) latest = await addProductMedia(productId, file);
      // Photos already listed keep what was typed for them.
      setMedias(latest.map((m) => medias.find((o) => o.id === m.id) ?? m));
      snackbar(t('added', { count: chosen.length }), 'success');
      router.refresh();
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, by: -1 | 1) =>
    setMedias((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const save = async () => {
    setBusy(true);
    try {
      await arrangeProductMedias(
        productId,
        medias.map((m) => ({ id: m.id, alt: m.alt })),
      );
      snackbar(t('saved'), 'success');
      router.refresh();
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: number) => {
    setBusy(true);
    try {
      await removeProductMedia(productId, id);
      setMedias((list) => list.filter((m) => m.id !== id));
      snackbar(t('removed'), 'success');
      router.refresh();
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="fotos"
      className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="product-medias"
    >
      <h2 id="fotos" className="font-semibold">
        {t('heading')}
      </h2>
      <p className="text-sm text-neutral-700">{t('intro')}</p>
      {medias.length === 0 && <p className="text-sm">{t('none')}</p>}
      <ol className="grid gap-3 sm:grid-cols-2">
        {medias.map((media, i) => (
          <li
            key={media.id}
            className="flex gap-3 rounded-lg bg-neutral-50 p-2"
            data-testid="product-media"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the product's own photo */}
            <img
              src={media.url}
              alt=""
              width={80}
              height={80}
              className="size-20 rounded object-contain"
            />
            <div className="grid flex-1 gap-1">
              <label htmlFor={`${inputId}-alt-${media.id}`} className="text-xs font-medium">
                {t('alt', { n: i + 1 })}
              </label>
              <input
                id={`${inputId}-alt-${media.id}`}
                value={media.alt ?? ''}
                maxLength={255}
                onChange={(e) =>
                  setMedias((list) =>
                    list.map((m) => (m.id === media.id ? { ...m, alt: e.target.value } : m)),
                  )
                }
                className={fieldInputClass}
              />
              <div className="flex gap-1">
                <button
                  type="button"
                  onClick={() => move(i, -1)}
                  disabled={i === 0 || busy}
                  aria-label={t('up', { n: i + 1 })}
                  className="min-h-11 min-w-11 rounded border border-neutral-300 bg-white disabled:opacity-40"
                >
                  ↑
                </button>
                <button
                  type="button"
                  onClick={() => move(i, 1)}
                  disabled={i === medias.length - 1 || busy}
                  aria-label={t('down', { n: i + 1 })}
                  className="min-h-11 min-w-11 rounded border border-neutral-300 bg-white disabled:opacity-40"
                >
                  ↓
                </button>
                <button
                  type="button"
                  onClick={() => remove(media.id)}
                  disabled={busy}
                  aria-label={t('remove', { n: i + 1 })}
                  className="min-h-11 rounded border border-neutral-300 bg-white px-3 text-sm text-red-800"
                >
                  ✕
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className={`${secondaryButtonClass} cursor-pointer`}>
          {busy ? t('adding') : t('add')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={busy}
          onChange={(e) => {
            // Read before the field is emptied (so the same file can be chosen again).
            void upload(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
          className="sr-only"
        />
        {medias.length > 0 && (
          <button type="button" onClick={save} disabled={busy} className={primaryButtonClass}>
            {t('save')}
          </button>
        )}
      </div>
    </section>
  );
}
