'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { fieldInputClass } from '@/components/ui/form-field';
import { useCopy } from '@/components/ui/use-copy';
import { ModalShell } from '@/components/ui/modal-shell';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { shareCart, type ShareRequest } from '@/lib/api-client/cart';
import { shareCartEmailForm, type ShareCartEmailForm } from '@/lib/contracts/cart';

const empty: ShareCartEmailForm = { name: '', email: '', emailTo: '', message: '' };

/**
 * The share dialog (SPEC.md section 2): e-mail (every field required, both e-mails valid,
 * checked on submit), Facebook, and a link to copy. Each creates a snapshot of the cart through
 * POST /sale/quote and tells the sender 'Carrinho compartilhado com sucesso!'.
 */
export function ShareCart({ orderId }: { orderId: string }) {
  const t = useTranslations('shareUi');
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const form = useContractForm(shareCartEmailForm, empty);
  const [link, setLink] = useState<string | null>(null);
  const { copied, copy: copyText } = useCopy();
  const share = useApiMutation({
    mutationFn: shareCart,
    onSuccess: ({ message }) => snackbar(message, 'success', { action: 'cart:share' }),
    reportTo: { ...form.reportTo, action: 'cart:share' },
  });
  const busy = share.isPending;

  /** The shared cart's link, or null when the sharing failed (and has been told). */
  const send = (request: ShareRequest) =>
    share.mutateAsync(request).then(
      ({ url }) => url,
      () => null,
    );

  const submitEmail = form.submit(async (body) => {
    if (await send({ type: 'email', order: orderId, ...body })) {
      form.form.reset(empty);
      setOpen(false);
    }
  });

  const facebook = async () => {
    // Opened before the request so that the browser does not take it for a pop-up.
    const win = window.open('about:blank', '_blank');
    const url = await send({ type: 'facebook', order: orderId });
    if (url && win)
      win.location.href = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
    else win?.close();
  };

  const copy = async () => {
    const url = link ?? (await send({ type: 'link', order: orderId }));
    if (!url) return;
    setLink(url);
    // Without a clipboard (insecure origin) the link stays in the field below to copy by hand.
    await copyText(url);
  };

  const field = (name: keyof ShareCartEmailForm, type: 'text' | 'email' | 'textarea') => {
    const props = {
      ...form.control(name),
      className: fieldInputClass,
    };
    const error = form.errorOf(name);
    return (
      <div>
        <label htmlFor={props.id} className="text-sm font-medium">
          {t(name)}
        </label>
        {type === 'textarea' ? <textarea {...props} rows={3} /> : <input {...props} type={type} />}
        {error && (
          <p id={`${props.id}-error`} className="mt-0.5 text-xs text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="justify-self-start text-sm text-[var(--store-primary)] underline"
      >
        {t('title')}
      </button>
      <ModalShell
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="share-title"
        className="w-[min(94vw,520px)] rounded-xl bg-white p-5"
      >
        <div className="grid gap-4">
          <div className="flex items-center justify-between">
            <h2 id="share-title" className="text-lg font-semibold">
              {t('title')}
            </h2>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded p-1 text-sm underline"
            >
              {t('close')}
            </button>
          </div>
          <form onSubmit={submitEmail} noValidate className="grid gap-3" aria-label={t('byEmail')}>
            <h3 className="text-sm font-semibold">{t('byEmail')}</h3>
            {field('name', 'text')}
            {field('email', 'email')}
            {field('emailTo', 'email')}
            {field('message', 'textarea')}
            <button
              type="submit"
              disabled={busy}
              className="h-10 rounded-lg bg-[var(--store-primary)] text-sm font-semibold text-[var(--store-primary-contrast)] disabled:opacity-50"
            >
              {t('send')}
            </button>
          </form>
          <div className="grid gap-2 border-t border-neutral-200 pt-4 sm:grid-cols-2">
            <button
              type="button"
              onClick={() => void facebook()}
              disabled={busy}
              // Facebook's blue of 2023 (#0866ff): white on it is 4.8:1; the older #1877f2 was 4.2:1.
              className="h-10 rounded-lg bg-[#0866ff] text-sm font-semibold text-white disabled:opacity-50"
            >
              {t('facebook')}
            </button>
            <button
              type="button"
              onClick={() => void copy()}
              disabled={busy}
              aria-live="polite"
              className="h-10 rounded-lg border border-neutral-900 text-sm font-semibold disabled:opacity-50"
            >
              {copied ? t('copied') : t('copy')}
            </button>
          </div>
          {link && (
            <div>
              <label htmlFor="share-link" className="text-xs text-neutral-600">
                {t('link')}
              </label>
              <input
                id="share-link"
                readOnly
                value={link}
                onFocus={(e) => e.currentTarget.select()}
                className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-xs"
              />
            </div>
          )}
        </div>
      </ModalShell>
    </>
  );
}
