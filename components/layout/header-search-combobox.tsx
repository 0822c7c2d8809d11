'use client';

import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
} from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useLayoutEffect, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useDebounced } from '@/components/ui/use-debounced';
import { searchSuggestionsQuery } from '@/lib/api-client/search';
import { formatMoney, toCents, type Locale } from '@/lib/domain/money';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_CHARS,
  SEARCH_SUGGESTIONS,
} from '@/lib/domain/search';

export type SearchComboboxProps = {
  id: string;
  /** The header's ref to whichever field is in the page. */
  inputRef: RefObject<HTMLInputElement | null>;
  term: string;
  onTermChange: (term: string) => void;
  /** The plain field had the focus when this arrived: take it over, caret at the end. */
  focus: boolean;
  /** A suggestion was chosen and is being opened (the header closes its phone drawer). */
  onChosen: () => void;
  locale: Locale;
  usdPerBrl: number;
  placeholder: string;
  className: string;
};

/**
 * 'Ver todos os N resultados' comes first: Headless UI makes the first option active as the list
 * opens, so Enter searches for what was typed (the form's own submit) unless the shopper moved
 * to a suggestion.
 */
const SEE_ALL = 'see-all';

const optionClass =
  'flex rounded-md px-2 py-1.5 hover:bg-neutral-100 data-focus:bg-neutral-100 data-focus:outline-2 data-focus:outline-[var(--store-primary)]';

/**
 * The header field as Headless UI's combobox (ADR 0020h): the focus stays in the field while the
 * arrows move through the suggestions (`aria-activedescendant`); Enter or a click opens the
 * active one (at first 'Ver todos', which searches for the term), Escape closes the list. Each
 * suggestion is a real link (a middle click opens it in a new tab; crawlers follow it).
 */
export function SearchCombobox({
  id,
  inputRef,
  term,
  onTermChange,
  focus,
  onChosen,
  locale,
  usdPerBrl,
  placeholder,
  className,
}: SearchComboboxProps) {
  const t = useTranslations('search');
  const router = useRouter();
  const trimmed = term.trim();
  const debounced = useDebounced(trimmed, SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery({
    ...searchSuggestionsQuery(debounced),
    enabled: debounced.length >= SEARCH_MIN_CHARS,
  });
  const waiting = trimmed !== debounced || suggestions.isFetching;

  useLayoutEffect(() => {
    const field = inputRef.current;
    if (!focus || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as it replaces the plain field
  }, []);

  const choose = (href: string | null) => {
    if (!href) return;
    if (href === SEE_ALL) return inputRef.current?.form?.requestSubmit();
    onChosen();
    router.push(href);
  };
  // Headless UI keeps Enter for the list; with no suggestion in it yet, it is the form's search.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.currentTarget.getAttribute('aria-activedescendant')) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  const data = suggestions.data;
  const departments = data?.departments.slice(0, SEARCH_SUGGESTIONS.departments) ?? [];
  const products = data?.products.slice(0, SEARCH_SUGGESTIONS.products) ?? [];
  const count = departments.length + products.length;
  // The suggestions shown are those of the debounced term: texts about them name that term.
  const searchHref = `/search?q=${encodeURIComponent(debounced)}`;

  return (
    <Combobox value={null} onChange={choose} immediate>
      {({ open }) => {
        const showPanel = open && trimmed.length >= SEARCH_MIN_CHARS;
        const status = !showPanel
          ? ''
          : waiting
            ? t('loading')
            : suggestions.isError
              ? t('error')
              : t('suggestionsCount', { count });
        return (
          // The Field ties the status to the field (`aria-describedby`): the count is heard again
          // when the shopper comes back to it.
          <Field>
            <ComboboxInput
              ref={inputRef}
              id={id}
              name="q"
              type="search"
              defaultValue={term}
              displayValue={() => term}
              onChange={(event) => onTermChange(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={placeholder}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={SEARCH_MAX_LENGTH}
              className={className}
            />
            <Description role="status" className="sr-only">
              {status}
            </Description>
            <div
              hidden={!showPanel}
              data-testid="search-drawer"
              className="absolute inset-x-3 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-neutral-200 bg-white p-3 text-sm shadow-xl md:inset-x-0"
            >
              {!showPanel ? null : waiting && !data ? (
                <SuggestionSkeleton />
              ) : suggestions.isError ? (
                <p className="p-2 text-red-700">{t('error')}</p>
              ) : data && count === 0 ? (
                <p className="p-2 text-neutral-700">{t('noResults', { term: debounced })}</p>
              ) : data ? (
                <ComboboxOptions
                  modal={false}
                  aria-label={t('suggestions', { term: debounced })}
                  aria-busy={waiting}
                >
                  <ComboboxOption
                    as={Link}
                    value={SEE_ALL}
                    href={searchHref}
                    className={`${optionClass} mb-2 justify-center py-2 font-semibold text-[var(--store-primary)]`}
                  >
                    {t('seeAll', { count: data.total })}
                  </ComboboxOption>
                  {departments.length > 0 && (
                    <Group label={t('departments')}>
                      {departments.map((d) => (
                        <ComboboxOption
                          key={d.id}
                          as={Link}
                          value={`/${d.url}`}
                          href={`/${d.url}`}
                          className={`${optionClass} justify-between`}
                        >
                          <span>{d.name}</span>
                          <span className="text-neutral-600">{d.count}</span>
                        </ComboboxOption>
                      ))}
                    </Group>
                  )}
                  {products.length > 0 && (
                    <Group label={t('products')}>
                      {products.map((p) => (
                        <ComboboxOption
                          key={p.id}
                          as={Link}
                          value={`/${p.url}`}
                          href={`/${p.url}`}
                          data-testid="search-suggestion"
                          className={`${optionClass} items-center gap-3`}
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
                        </ComboboxOption>
                      ))}
                    </Group>
                  )}
                </ComboboxOptions>
              ) : null}
            </div>
          </Field>
        );
      }}
    </Combobox>
  );
}

/** A labelled group of options: a listbox holds options and groups, not headings. */
function Group({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="mb-2">
      <div
        id={labelId}
        className="px-2 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase"
      >
        {label}
      </div>
      {children}
    </div>
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
