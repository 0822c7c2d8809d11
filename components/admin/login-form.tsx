'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { useContractForm } from '@/components/ui/use-contract-form';
import { logInOperator } from '@/lib/api-client/back-office';
import { operatorLoginBody, type OperatorLoginAnswer } from '@/lib/contracts/back-office';

type Step = Exclude<OperatorLoginAnswer, { step: 'signedIn' }> | { step: 'password' };

/**
 * The back-office's login: e-mail and password, then the authenticator's code (or, for an owner
 * without one, its enrollment: QR code and key). The password stays in the form between the two
 * steps and both go together, so the server checks them again; what was typed is kept on errors.
 */
export function AdminLoginForm() {
  const t = useTranslations('backOffice.login');
  const router = useRouter();
  const [step, setStep] = useState<Step>({ step: 'password' });
  const { form, field, submit, busy } = useContractForm(operatorLoginBody, {
    email: '',
    password: '',
    code: undefined as string | undefined,
  });
  const onSubmit = submit(async (body) => {
    const answer = await logInOperator(body);
    if (answer.step === 'signedIn') {
      router.refresh();
      return;
    }
    form.setValue('code', '');
    setStep(answer);
  });
  // The code's field takes the focus as its step opens (it mounts with it).
  const { setFocus } = form;
  useEffect(() => {
    if (step.step !== 'password') setFocus('code');
  }, [step, setFocus]);
  const back = () => {
    form.setValue('code', undefined);
    form.clearErrors();
    setStep({ step: 'password' });
  };
  const codeStep = step.step !== 'password';

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="admin-login">
      <h1 className="text-2xl font-bold">
        {step.step === 'enroll'
          ? t('enrollHeading')
          : step.step === 'code'
            ? t('codeHeading')
            : t('heading')}
      </h1>
      <div className={codeStep ? 'hidden' : 'grid gap-4'}>
        <p className="text-sm text-neutral-700">{t('intro')}</p>
        <FormField {...field('email')} type="email" label={t('email')} autoComplete="username" />
        <FormField
          {...field('password')}
          type="password"
          label={t('password')}
          autoComplete="current-password"
        />
      </div>
      {step.step === 'enroll' && (
        <div className="grid gap-3">
          <p className="text-sm text-neutral-700">{t('enrollIntro')}</p>
          <div
            className="mx-auto w-48"
            role="img"
            aria-label={t('qrAlt')}
            // The server's own SVG (lib/domain/qr-code.ts): no markup from anyone else.
            dangerouslySetInnerHTML={{ __html: step.qrSvg }}
          />
          <p className="text-sm">
            {t('secret')}:{' '}
            <code className="rounded bg-neutral-100 px-1 break-all" data-testid="totp-secret">
              {step.secret}
            </code>
          </p>
        </div>
      )}
      {step.step === 'code' && <p className="text-sm text-neutral-700">{t('codeIntro')}</p>}
      {codeStep && (
        <FormField
          {...field('code')}
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={`${primaryButtonClass} min-w-32`}>
          {busy
            ? t('submitting')
            : step.step === 'enroll'
              ? t('enrollSubmit')
              : codeStep
                ? t('verify')
                : t('submit')}
        </button>
        {codeStep && (
          <button type="button" onClick={back} className={secondaryButtonClass}>
            {t('back')}
          </button>
        )}
      </div>
    </form>
  );
}
