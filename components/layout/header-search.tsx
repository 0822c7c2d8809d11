'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { Locale } from '@/lib/domain/money';
import { SEARCH_MAX_LENGTH } from '@/lib/domain/search';
import type { SearchComboboxProps } from './header-search-combobox';
import { Icon } from '@/components/icons/icon';

type Combobox = ComponentType<SearchComboboxProps>;
let loading: Promise<Combobox> | null = null;
/** Headless UI's Combobox (46 kB gzipped) is fetched when the shopper first reaches the field. */
const loadCombobox = () =>
  (loading ??= import('./header-search-combobox').then((module) => module.SearchCombobox));

const fieldClass =
  'w-full rounded-full border border-neutral-300 bg-white py-2 pr-11 pl-4 text-sm outline-none focus:border-[var(--store-primary)] focus:ring-2 focus:ring-[var(--store-primary)]/30';

/**
 * Header search: a plain GET form to /search (works without JavaScript) whose field becomes
 * Headless UI's combobox (ADR 0020h) as soon as the shopper points at it, touches it or focuses
 * it. The suggestions (up to 2 departments and 4 products) come as the shopper types; what was
 * typed meanwhile, and the focus, carry over to the combobox. On phones the field opens from a
 * button under the header.
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
  const fieldId = `${id}-term`;
  const [term, setTerm] = useState('');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [combobox, setCombobox] = useState<{ Component: Combobox; focus: boolean } | null>(null);
  const input = useRef<HTMLInputElement | null>(null);

  const upgrade = () => {
    if (combobox) return;
    void loadCombobox().then((Component) => {
      // Read when it arrives: the shopper may have reached the field while it loaded.
      const focus = input.current !== null && document.activeElement === input.current;
      setCombobox((current) => current ?? { Component, focus });
    });
  };

  useEffect(() => {
    if (mobileOpen) input.current?.focus();
  }, [mobileOpen]);

  // What the shopper typed before the page became interactive is kept and suggested for.
  useEffect(() => {
    const field = input.current;
    if (!field?.value) return;
    setTerm(field.value);
    upgrade();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  const chosen = () => {
    setMobileOpen(false);
    input.current?.blur();
  };
  const Combobox = combobox?.Component;

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
        {mobileOpen ? <Icon name="close" /> : <Icon name="search" />}
      </button>
      <div
        id={`${id}-form`}
        data-open={mobileOpen}
        onPointerEnter={upgrade}
        onTouchStart={upgrade}
        className="absolute inset-x-0 top-full z-40 hidden border-b border-neutral-200 bg-white p-3 shadow-md data-[open=true]:block md:relative md:inset-auto md:top-auto md:z-auto md:block md:flex-1 md:border-0 md:bg-transparent md:p-0 md:shadow-none"
      >
        <form action="/search" method="get" role="search" onSubmit={chosen}>
          <label htmlFor={fieldId} className="sr-only">
            {labels.label}
          </label>
          {Combobox ? (
            <Combobox
              id={fieldId}
              inputRef={input}
              term={term}
              onTermChange={setTerm}
              focus={combobox.focus}
              // The field keeps the focus (Headless UI gives it back after a click): a blur would
              // have it open its list again when the focus returns.
              onChosen={() => setMobileOpen(false)}
              locale={locale}
              usdPerBrl={usdPerBrl}
              placeholder={labels.placeholder}
              className={fieldClass}
            />
          ) : (
            <input
              ref={input}
              id={fieldId}
              name="q"
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              onFocus={upgrade}
              placeholder={labels.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={SEARCH_MAX_LENGTH}
              // A combobox still collapsed: its list comes with Headless UI's code, nothing to control.
              // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
              role="combobox"
              aria-expanded={false}
              aria-autocomplete="list"
              className={fieldClass}
            />
          )}
          <button
            type="submit"
            aria-label={labels.submit}
            className="absolute top-1/2 right-4 -translate-y-1/2 rounded-full p-2 text-neutral-600 hover:text-[var(--store-primary)] md:right-1"
          >
            <Icon name="search" />
          </button>
        </form>
      </div>
    </>
  );
}
