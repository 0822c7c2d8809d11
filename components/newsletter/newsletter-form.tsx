'use client';

import { useEffect } from 'react';
import type { z } from 'zod';
import { FormField, fieldInputClass } from '@/components/ui/form-field';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { useHydrated } from '@/components/ui/use-hydrated';
import { loadNewsletterForm, subscribeNewsletter } from '@/lib/api-client/content';
import type { NewsletterBody, newsletterForm } from '@/lib/contracts/newsletter';
import { maskPhone, PHONE_MASK } from '@/lib/domain/masks';
import type { NewsletterLabels } from './newsletter-signup';

const empty = { name: '', email: '', area_de_interesse: '', phone: '' };

/**
 * The sign-up form itself, on react-hook-form (useContractForm): loaded apart from the page
 * (newsletter-signup.tsx) since it sits in every page's footer. Its contract loads with the first
 * check; the server's field errors (e-mail) land under their fields, its message in a snackbar.
 * Until it has taken over the server's form, the button stays disabled.
 */
export function NewsletterForm({
  labels,
  onReady,
  onSignedUp,
}: {
  labels: NewsletterLabels;
  /** Told once the form works: a submit before that is the browser's own, and is stopped. */
  onReady: () => void;
  onSignedUp: (message: string) => void;
}) {
  const hydrated = useHydrated();
  useEffect(onReady, [onReady]);
  const form = useContractForm(loadNewsletterForm, empty, {
    translate: (key) => labels.validation[key] ?? key,
  });
  const signUp = useApiMutation({
    mutationFn: subscribeNewsletter,
    onSuccess: onSignedUp,
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
  const area = form.control('area_de_interesse');
  const areaError = form.errorOf('area_de_interesse');

  return (
    <form
      noValidate
      onFocus={() => void loadNewsletterForm().catch(() => {})}
      onSubmit={form.submit(send)}
      className="grid gap-3 sm:grid-cols-2"
    >
      <FormField {...form.field('name')} label={labels.name} autoComplete="name" />
      <FormField {...form.field('email')} type="email" label={labels.email} autoComplete="email" />
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
        disabled={form.busy || !hydrated}
        className="h-11 rounded-xl bg-[var(--store-primary)] px-5 font-semibold text-[var(--store-primary-contrast)] disabled:opacity-60 sm:col-span-2 sm:justify-self-end"
      >
        {form.busy ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
