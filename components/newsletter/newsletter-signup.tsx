'use client';

import { useId, useRef, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { FormField, fieldInputClass } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { loadNewsletterForm, subscribeNewsletter } from '@/lib/api-client/content';
import type { NewsletterBody, newsletterForm } from '@/lib/contracts/newsletter';
import { maskPhone, PHONE_MASK } from '@/lib/domain/masks';
import { NEWSLETTER_FLAG_KEY } from '@/lib/domain/newsletter';

export type NewsletterLabels = {
  title: string;
  intro: string;
  name: string;
  email: string;
  interest: string;
  choose: string;
  phone: string;
  submit: string;
  sending: string;
  thanks: string;
  thanksText: string;
  areas: { key: string; label: string }[];
  /** `validation.required` → 'Campo obrigatório', for the keys the contract can give. */
  validation: Record<string, string>;
};

const empty = { name: '', email: '', area_de_interesse: '', phone: '' };

function readFlag(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}
/** Told when this page signs up, so every sign-up block on it thanks at once (footer and page). */
const SIGNED_UP = 'storefront:newsletter';
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  window.addEventListener(SIGNED_UP, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SIGNED_UP, onChange);
  };
};

/**
 * The newsletter sign-up form (SPEC.md sections 3 to 5): name, e-mail, area of interest and
 * phone/WhatsApp, checked on submit with the API's own contract (loaded when the shopper first
 * focuses the form, since the form is in every page's footer); the server's field errors
 * (e-mail) land under their fields and its message in a snackbar. Once signed up, the browser
 * keeps a flag and the block shows its thank-you instead of the form, now and on later visits.
 */
export function NewsletterSignup({
  labels,
  tone,
}: {
  labels: NewsletterLabels;
  tone: 'plain' | 'card';
}) {
  const notify = useSnackbar();
  const form = useContractForm(loadNewsletterForm, empty, {
    translate: (key) => labels.validation[key] ?? key,
  });
  const stored = useSyncExternalStore(subscribe, readFlag, () => false);
  const [done, setDone] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const signUp = useApiMutation({
    mutationFn: subscribeNewsletter,
    onSuccess: (message) => {
      if (message) notify(message, 'success');
      try {
        window.localStorage.setItem(NEWSLETTER_FLAG_KEY, '1');
      } catch {
        // Private mode: the thank-you shows until the page is left.
      }
      setDone(true);
      window.dispatchEvent(new Event(SIGNED_UP));
      requestAnimationFrame(() => thanks.current?.focus());
    },
    // The server's field errors (e-mail) land under their fields, its message in a snackbar.
    reportTo: form.reportTo,
  });
  const send = async (data: z.output<typeof newsletterForm>) => {
    const body: NewsletterBody = {
      ...data,
      additionalInformation: { whatsapp: data.phone, occupation: data.area_de_interesse },
    };
    await signUp.mutateAsync(body);
  };

  const box =
    tone === 'card' ? 'rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm' : 'py-2';
  const area = form.control('area_de_interesse');
  const areaError = form.errorOf('area_de_interesse');

  return (
    <section aria-labelledby={headingId} data-testid="newsletter" className={box}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
            {labels.title}
          </h2>
          <p className="mt-1 text-sm text-neutral-700">{labels.intro}</p>
        </div>
        {stored || done ? (
          <div role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
            <h3 ref={thanks} tabIndex={-1} className="font-semibold outline-none">
              {labels.thanks}
            </h3>
            <p className="mt-1 text-sm">{labels.thanksText}</p>
          </div>
        ) : (
          <form
            noValidate
            onFocus={() => void loadNewsletterForm().catch(() => {})}
            onSubmit={form.submit(send)}
            className="grid gap-3 sm:grid-cols-2"
          >
            <FormField {...form.field('name')} label={labels.name} autoComplete="name" />
            <FormField
              {...form.field('email')}
              type="email"
              label={labels.email}
              autoComplete="email"
            />
            <div>
              <label htmlFor={area.id} className="text-sm font-medium">
                {labels.interest}
              </label>
              <select {...area} className={`${fieldInputClass} bg-white`}>
                <option value="">{labels.choose}</option>
                {labels.areas.map(({ key, label }) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </select>
              {areaError && (
                <p id={`${area.id}-error`} className="mt-1 text-xs text-red-700">
                  {areaError}
                </p>
              )}
            </div>
            <FormField
              {...form.field('phone', { mask: maskPhone })}
              type="tel"
              inputMode="numeric"
              label={labels.phone}
              autoComplete="tel-national"
              placeholder={PHONE_MASK}
            />
            <button
              type="submit"
              disabled={form.busy}
              className="h-11 rounded-xl bg-[var(--store-primary)] px-5 font-semibold text-[var(--store-primary-contrast)] disabled:opacity-60 sm:col-span-2 sm:justify-self-end"
            >
              {form.busy ? labels.sending : labels.submit}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
