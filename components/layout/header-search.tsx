'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDebounced } from '@/components/ui/use-debounced';
import { searchSuggestionsQuery } from '@/lib/api-client/search';
import { formatMoney, toCents, type Locale } from '@/lib/domain/money';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_CHARS,
  SEARCH_SUGGESTIONS,
} from '@/lib/domain/search';
import { CloseIcon, SearchIcon } from './icons';

/**
 * Header search: a plain GET form to /search (works without JavaScript), and a drawer that
 * suggests up to 2 departments and 4 products as the shopper types. Arrow keys move from the
 * field into the suggestions and between them; Escape closes the drawer and returns to the field.
 * On phones the field opens from a button under the header.
 */
export function HeaderSearch({
  locale,
  usdPerBrl,
  labels,
}: {
  locale: Locale;
  usdPerBrl: number;
  /** The header's own texts for the field. */
  labels: { label: string; placeholder: string; submit: string };
}) {
  const t = useTranslations('search');
  const id = useId();
  const panelId = `${id}-suggestions`;
  const statusId = `${id}-status`;
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  const trimmed = term.trim();
  const debounced = useDebounced(trimmed, SEARCH_DEBOUNCE_MS);
  const ready = debounced.length >= SEARCH_MIN_CHARS;
  const suggestions = useQuery({ ...searchSuggestionsQuery(debounced), enabled: ready });
  const showPanel = open && trimmed.length >= SEARCH_MIN_CHARS;
  const waiting = trimmed !== debounced || suggestions.isFetching;

  useEffect(() => {
    if (mobileOpen) input.current?.focus();
  }, [mobileOpen]);

  // What the shopper typed before the page became interactive is kept and suggested for.
  useEffect(() => {
    const field = input.current;
    if (!field?.value) return;
    setTerm(field.value);
    if (document.activeElement === field) setOpen(true);
  }, []);

  const close = () => setOpen(false);
  const links = () => [...(panel.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
  const moveFocus = (from: Element | null, step: 1 | -1) => {
    const all = links();
    if (all.length === 0) return;
    const at = from ? all.indexOf(from as HTMLAnchorElement) : -1;
    const next = at + step;
    if (next < 0) input.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      if (open) event.preventDefault();
      // Focus first: focusing the field opens the drawer, closing must come after.
      input.current?.focus();
      close();
    } else if (event.key === 'ArrowDown' && !open && event.target === input.current) {
      // After Escape, ArrowDown opens the suggestions again (the usual combobox key).
      if (trimmed.length >= SEARCH_MIN_CHARS) {
        event.preventDefault();
        setOpen(true);
      }
    } else if (event.key === 'ArrowDown' && showPanel) {
      event.preventDefault();
      setOpen(true);
      moveFocus(event.target === input.current ? null : document.activeElement, 1);
    } else if (event.key === 'ArrowUp' && showPanel && event.target !== input.current) {
      event.preventDefault();
      moveFocus(document.activeElement, -1);
    }
  };
  const chosen = () => {
    close();
    setMobileOpen(false);
    input.current?.blur();
  };

  const data = suggestions.data;
  const departments = data?.departments.slice(0, SEARCH_SUGGESTIONS.departments) ?? [];
  const products = data?.products.slice(0, SEARCH_SUGGESTIONS.products) ?? [];
  // The suggestions shown are those of the debounced term: texts about them name that term.
  const searchHref = `/search?q=${encodeURIComponent(debounced)}`;
  const count = departments.length + products.length;
  const status = !showPanel
    ? ''
    : waiting
      ? t('loading')
      : suggestions.isError
        ? t('error')
        : t('suggestionsCount', { count });

  return (
    <>
      <button
        type="button"
        onClick={() => setMobileOpen((v) => !v)}
        aria-label={mobileOpen ? t('close') : t('open')}
        aria-expanded={mobileOpen}
        aria-controls={`${id}-form`}
        className="ml-auto rounded-full p-1.5 hover:bg-neutral-100 md:hidden"
      >
        {mobileOpen ? <CloseIcon /> : <SearchIcon />}
      </button>
      <div
        ref={wrapper}
        id={`${id}-form`}
        data-open={mobileOpen}
        className="absolute inset-x-0 top-full z-40 hidden border-b border-neutral-200 bg-white p-3 shadow-md data-[open=true]:block md:relative md:inset-auto md:top-auto md:z-auto md:block md:flex-1 md:border-0 md:bg-transparent md:p-0 md:shadow-none"
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!wrapper.current?.contains(event.relatedTarget as Node | null)) close();
        }}
      >
        <form action="/search" method="get" role="search" onSubmit={chosen}>
          <label htmlFor={`${id}-term`} className="sr-only">
            {labels.label}
          </label>
          <input
            ref={input}
            id={`${id}-term`}
            name="q"
            type="search"
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            placeholder={labels.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            role="combobox"
            aria-haspopup="dialog"
            aria-expanded={showPanel}
            aria-describedby={statusId}
            aria-controls={panelId}
            className="w-full rounded-full border border-neutral-300 bg-white py-2 pr-11 pl-4 text-sm outline-none focus:border-[var(--store-primary)] focus:ring-2 focus:ring-[var(--store-primary)]/30"
          />
          <button
            type="submit"
            aria-label={labels.submit}
            className="absolute top-1/2 right-4 -translate-y-1/2 rounded-full p-2 text-neutral-600 hover:text-[var(--store-primary)] md:right-1"
          >
            <SearchIcon />
          </button>
        </form>
        <p id={statusId} role="status" className="sr-only">
          {status}
        </p>
        <div
          ref={panel}
          id={panelId}
          hidden={!showPanel}
          aria-label={t('suggestions', { term: debounced })}
          role="dialog"
          // Keeps the focus in the field when a suggestion is pressed: Safari does not focus
          // links on click, so the field's blur would close the drawer before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          data-testid="search-drawer"
          className="absolute inset-x-3 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-neutral-200 bg-white p-3 text-sm shadow-xl md:inset-x-0"
        >
          {waiting && !data ? (
            <SuggestionSkeleton />
          ) : suggestions.isError ? (
            <p className="p-2 text-red-700">{t('error')}</p>
          ) : data && count === 0 ? (
            <p className="p-2 text-neutral-700">{t('noResults', { term: debounced })}</p>
          ) : data ? (
            <div aria-busy={waiting}>
              {departments.length > 0 && (
                <section aria-label={t('departments')}>
                  <h2 className="px-2 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
                    {t('departments')}
                  </h2>
                  <ul>
                    {departments.map((d) => (
                      <li key={d.id}>
                        <Link
                          href={`/${d.url}`}
                          onClick={chosen}
                          className="flex justify-between rounded-md px-2 py-1.5 hover:bg-neutral-100 focus:bg-neutral-100 focus:outline-none"
                        >
                          <span>{d.name}</span>
                          <span className="text-neutral-600">{d.count}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {products.length > 0 && (
                <section aria-label={t('products')} className="mt-2">
                  <h2 className="px-2 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
                    {t('products')}
                  </h2>
                  <ul>
                    {products.map((p) => (
                      <li key={p.id}>
                        <Link
                          href={`/${p.url}`}
                          onClick={chosen}
                          data-testid="search-suggestion"
                          className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-neutral-100 focus:bg-neutral-100 focus:outline-none"
                        >
                          {p.medias[0] ? (
                            // eslint-disable-next-line @next/next/no-img-element -- small catalog thumbnails
                            <img
                              src={p.medias[0].url}
                              alt=""
                              width={48}
                              height={38}
                              className="h-[38px] w-12 shrink-0 rounded bg-neutral-50 object-contain"
                            />
                          ) : (
                            <span className="h-[38px] w-12 shrink-0 rounded bg-neutral-100" />
                          )}
                          <span className="min-w-0 flex-1">
                            <span className="line-clamp-2">{p.name}</span>
                            <span className="font-semibold text-[var(--store-primary)]">
                              {formatMoney(toCents(p.finalPrice), locale, usdPerBrl)}
                            </span>
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <Link
                href={searchHref}
                onClick={chosen}
                className="mt-2 block rounded-md px-2 py-2 text-center font-semibold text-[var(--store-primary)] hover:bg-neutral-100 focus:bg-neutral-100 focus:outline-none"
              >
                {t('seeAll', { count: data.total })}
              </Link>
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** Rows shaped like the suggestions, while the first answer for a term is on its way. */
function SuggestionSkeleton() {
  return (
    <ul aria-hidden className="grid gap-2">
      {Array.from({ length: SEARCH_SUGGESTIONS.products }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-2 py-1.5">
          <span className="h-[38px] w-12 animate-pulse rounded bg-neutral-200" />
          <span className="h-4 flex-1 animate-pulse rounded bg-neutral-200" />
        </li>
      ))}
    </ul>
  );
}
