'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useState } from 'react';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckboxField, FormField, SelectField } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useContractForm } from '@/components/ui/use-contract-form';
import { changeStoreSettings } from '@/lib/api-client/back-office';
import {
  HEADER_MESSAGE_MAX,
  storeSettingsChangeBody,
  type StoreSettingsView,
} from '@/lib/contracts/back-office-settings';
import { CASH_PAYMENTS, INSTALLMENT_PAYMENTS, PAYMENT_OPTIONS } from '@/lib/domain/payment-options';
import { MAX_CARD_INSTALLMENTS } from '@/lib/domain/pricing';
import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  THEME_COLOURS,
  THEME_CONTRAST_PAIRS,
  type Theme,
} from '@/lib/domain/colour-contrast';

const CONTACTS = [
  'whatsapp',
  'email',
  'salesPhone',
  'supportPhone',
  'corporateSalesPhone',
] as const;
const TOOLS = ['googleAnalyticsId', 'googleTagManagerId', 'facebookPixelId'] as const;
const INSTALLMENT_COUNTS = Array.from({ length: MAX_CARD_INSTALLMENTS }, (_, i) => i + 1);

/** The form's values for the settings as saved: texts the store has none of are empty fields. */
function formValues(settings: StoreSettingsView) {
  const text = <K extends string>(values: Record<K, string | null>) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? ''])) as Record<K, string>;
  return {
    name: settings.name,
    maintenance: settings.maintenance,
    headerMessage: settings.headerMessage ?? '',
    translations: { en: { headerMessage: settings.translations.en?.headerMessage ?? '' } },
    contacts: text(settings.contacts),
    interface: settings.interface,
    tools: text(settings.tools),
    theme: settings.theme,
    paymentOptions: settings.paymentOptions,
    defaultInCashPayment: settings.defaultInCashPayment as (typeof CASH_PAYMENTS)[number],
    defaultInInstallmentPayment:
      settings.defaultInInstallmentPayment as (typeof INSTALLMENT_PAYMENTS)[number],
    // SPEC's 'null' (no such login) is an empty field.
    socialLogin: {
      facebook: { app_id: blankNull(settings.socialLogin.facebook.app_id) },
      google: { client_id: blankNull(settings.socialLogin.google.client_id) },
    },
    openingHours: settings.openingHours,
    productPlaceholder: settings.productPlaceholder ?? '',
  };
}

const blankNull = (id: string) => (id === 'null' ? '' : id);

/**
 * The store's settings (issue 30 item 5): its name, maintenance, the top bar's message, contacts,
 * features, payments (each option's switch and whether it can be charged, the defaults, the
 * interest-free installments), social login ids, opening hours, the product placeholder,
 * analytics ids and colours. Saved together; the storefront shows them from its next page on every instance. Switching maintenance
 * on stops all sales, so it is asked again before it is saved.
 */
export function StoreSettingsForm({ settings }: { settings: StoreSettingsView }) {
  const t = useTranslations('backOffice.settings');
  const router = useRouter();
  const snackbar = useSnackbar();
  const [asking, setAsking] = useState(false);
  const { form, field, control, errorOf, submit, busy } = useContractForm(storeSettingsChangeBody, {
    ...formValues(settings),
  });
  const save = async (values: z.output<typeof storeSettingsChangeBody>) => {
    const saved = await changeStoreSettings(values);
    snackbar(saved.maintenance ? t('savedClosed') : t('saved'), 'success');
    form.reset(formValues(saved));
    router.refresh();
  };
  const onSubmit = submit(async (values) => {
    if (values.maintenance === true && !form.formState.defaultValues?.maintenance) setAsking(true);
    else await save(values);
  });
  const theme = form.watch('theme');
  const maintenance = control('maintenance');
  const maintenanceError = errorOf('maintenance');
  const described = [`${maintenance.id}-hint`, maintenance['aria-describedby']].filter(Boolean);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid max-w-2xl gap-5 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="store-settings-form"
    >
      <FormField {...field('name')} label={t('name')} maxLength={80} autoComplete="organization" />
      <div className="flex items-start gap-3">
        <input
          {...maintenance}
          type="checkbox"
          role="switch"
          aria-describedby={described.join(' ')}
          className="mt-0.5 size-5"
        />
        <div>
          <label htmlFor={maintenance.id} className="text-sm font-medium">
            {t('maintenance')}
          </label>
          <p id={`${maintenance.id}-hint`} className="text-xs text-neutral-600">
            {t('maintenanceHint')}
          </p>
          {maintenanceError && (
            <p id={`${maintenance.id}-error`} className="mt-1 text-xs text-red-700">
              {maintenanceError}
            </p>
          )}
        </div>
      </div>
      <FormField
        {...field('headerMessage')}
        label={t('headerMessage')}
        hint={t('headerMessageHint', { max: HEADER_MESSAGE_MAX })}
        maxLength={HEADER_MESSAGE_MAX}
      />
      <FormField
        {...field('translations.en.headerMessage')}
        label={t('headerMessageEnglish')}
        hint={t('headerMessageEnglishHint')}
        maxLength={HEADER_MESSAGE_MAX}
        lang="en"
      />
      <fieldset className="grid gap-3" aria-describedby="store-contacts-hint">
        <legend className="mb-1 text-sm font-medium">{t('contactsLegend')}</legend>
        <p id="store-contacts-hint" className="text-xs text-neutral-600">
          {t('contactsHint')}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {CONTACTS.map((contact) => (
            <FormField
              key={contact}
              {...field(`contacts.${contact}`)}
              label={t(`contactLabels.${contact}`)}
              hint={contact === 'whatsapp' ? t('whatsappHint') : undefined}
              type={contact === 'email' ? 'email' : 'tel'}
              inputMode={contact === 'whatsapp' ? 'numeric' : undefined}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">{t('interfaceLegend')}</legend>
        <CheckboxField {...control('interface.ageNotification')} label={t('ageNotification')} />
        <CheckboxField {...control('interface.hasCategoriesMenu')} label={t('hasCategoriesMenu')} />
      </fieldset>
      <fieldset className="grid gap-3" aria-describedby="store-payments-hint">
        <legend className="mb-1 text-sm font-medium">{t('paymentsLegend')}</legend>
        <p id="store-payments-hint" className="text-xs text-neutral-600">
          {t('paymentsHint')}
        </p>
        {errorOf('paymentOptions') && (
          <p className="text-sm text-red-700">{errorOf('paymentOptions')}</p>
        )}
        <ul className="grid gap-1">
          {PAYMENT_OPTIONS.map((option) => {
            const input = control(`paymentOptions.${option}.active`);
            const status = settings.paymentCredentials[option];
            return (
              <li key={option} className="flex items-start gap-3">
                <input
                  {...input}
                  type="checkbox"
                  role="switch"
                  aria-describedby={`${input.id}-status`}
                  className="mt-0.5 size-5 shrink-0"
                />
                <div>
                  <label htmlFor={input.id} className="text-sm font-medium">
                    {t(`paymentLabels.${option}`)}
                  </label>
                  <p
                    id={`${input.id}-status`}
                    className={`text-xs ${status === 'missing' ? 'font-medium text-red-700' : 'text-neutral-600'}`}
                  >
                    {t(`credentials.${status}`)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            control={control('defaultInCashPayment')}
            label={t('defaultInCashPayment')}
            error={errorOf('defaultInCashPayment')}
          >
            {CASH_PAYMENTS.map((group) => (
              <option key={group} value={group}>
                {t(`paymentGroups.${group}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            control={control('defaultInInstallmentPayment')}
            label={t('defaultInInstallmentPayment')}
            error={errorOf('defaultInInstallmentPayment')}
          >
            {INSTALLMENT_PAYMENTS.map((group) => (
              <option key={group} value={group}>
                {t(`paymentGroups.${group}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            control={control('interface.interestFreeInstallments')}
            label={t('interestFreeInstallments')}
            error={errorOf('interface.interestFreeInstallments')}
          >
            {INSTALLMENT_COUNTS.map((count) => (
              <option key={count} value={String(count)}>
                {t('installments', { count })}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <fieldset className="grid gap-3" aria-describedby="store-social-hint">
        <legend className="mb-1 text-sm font-medium">{t('socialLoginLegend')}</legend>
        <p id="store-social-hint" className="text-xs text-neutral-600">
          {t('socialLoginHint')}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            {...field('socialLogin.facebook.app_id')}
            label={t('facebookAppId')}
            inputMode="numeric"
            spellCheck={false}
          />
          <FormField
            {...field('socialLogin.google.client_id')}
            label={t('googleClientId')}
            spellCheck={false}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-3" aria-describedby="store-hours-hint">
        <legend className="mb-1 text-sm font-medium">{t('openingHoursLegend')}</legend>
        <p id="store-hours-hint" className="text-xs text-neutral-600">
          {t('openingHoursHint')}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            {...field('openingHours.support')}
            label={t('openingHoursLabels.support')}
            maxLength={200}
          />
          <FormField
            {...field('openingHours.sales')}
            label={t('openingHoursLabels.sales')}
            maxLength={200}
          />
        </div>
      </fieldset>
      <FormField
        {...field('productPlaceholder')}
        label={t('productPlaceholder')}
        hint={t('productPlaceholderHint')}
        spellCheck={false}
      />
      <fieldset className="grid gap-3" aria-describedby="store-tools-hint">
        <legend className="mb-1 text-sm font-medium">{t('toolsLegend')}</legend>
        <p id="store-tools-hint" className="text-xs text-neutral-600">
          {t('toolsHint')}
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          {TOOLS.map((tool) => (
            <FormField
              key={tool}
              {...field(`tools.${tool}`)}
              label={t(`toolLabels.${tool}`)}
              spellCheck={false}
              autoCapitalize="characters"
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-3" aria-describedby="store-colours-hint">
        <legend className="mb-1 text-sm font-medium">{t('colours')}</legend>
        <p id="store-colours-hint" className="text-xs text-neutral-600">
          {t('coloursHint')}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {THEME_COLOURS.map((colour) => {
            const input = control(`theme.${colour}`);
            const error = errorOf(`theme.${colour}`);
            return (
              <div key={colour}>
                <label htmlFor={input.id} className="text-sm">
                  {t(`themeLabels.${colour}`)}
                </label>
                <div className="mt-1 flex items-center gap-2">
                  <input
                    {...input}
                    type="color"
                    className="h-10 w-14 cursor-pointer rounded border border-neutral-300 bg-white p-1"
                  />
                  <code className="text-sm">{theme[colour]}</code>
                </div>
                {error && (
                  <p id={`${input.id}-error`} className="mt-1 text-xs text-red-700">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <ThemePreview theme={theme} />
      </fieldset>
      <button type="submit" disabled={busy} className={`${primaryButtonClass} justify-self-start`}>
        {busy ? t('saving') : t('save')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('confirmMaintenance')}
        text={t('confirmMaintenanceText')}
        confirm={t('confirmMaintenanceYes')}
        cancel={t('cancel')}
        onConfirm={() => {
          setAsking(false);
          void submit(save)();
        }}
        onClose={() => setAsking(false)}
      />
    </form>
  );
}

/**
 * The colours as the storefront would show them, and each pair's contrast: the owner sees what
 * a change does before saving it (the API refuses a pair under 4.5:1 all the same).
 */
function ThemePreview({ theme }: { theme: Theme }) {
  const t = useTranslations('backOffice.settings');
  const format = useFormatter();
  return (
    <div className="grid gap-3 sm:grid-cols-2" aria-label={t('preview')} role="group">
      <div
        className="grid gap-2 rounded-lg border border-neutral-200 p-3"
        style={{ background: theme.background, color: theme.foreground }}
        aria-hidden="true"
      >
        <span className="text-sm font-medium">{t('previewProduct')}</span>
        <span className="text-sm underline" style={{ color: theme.primary }}>
          {t('previewLink')}
        </span>
        <span
          className="justify-self-start rounded-lg px-4 py-2 text-sm font-semibold"
          style={{ background: theme.primary, color: theme.primaryContrast }}
        >
          {t('previewButton')}
        </span>
        <span className="h-1 w-16 rounded" style={{ background: theme.accent }} />
      </div>
      <ul className="grid content-start gap-1 text-xs">
        {THEME_CONTRAST_PAIRS.map(({ field, against, key }) => {
          const ratio = contrastRatio(theme[field], against(theme));
          const ok = ratio >= MIN_TEXT_CONTRAST;
          return (
            <li key={key} className={ok ? 'text-neutral-700' : 'font-semibold text-red-700'}>
              {t(`pairs.${key}`)}:{' '}
              {t('ratio', { ratio: format.number(ratio, { maximumFractionDigits: 1 }) })}{' '}
              {ok ? '✓' : '✗'}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
