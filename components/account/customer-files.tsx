'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import {
  customerFilesQuery,
  deleteCustomerFile,
  uploadCustomerFile,
} from '@/lib/api-client/account';
import { accountKeys } from '@/lib/api-client/customer';
import {
  CUSTOMER_FILE_RULES,
  maxBytes,
  typeLabels,
  type CustomerFile,
  type CustomerFileKind,
} from '@/lib/contracts/customer-files';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { formatAnyOf, toLocale } from '@/lib/i18n/config';
import { AccountGuard } from './account-guard';
import { LoadedList } from './loaded-list';

const texts = {
  wallpaper: { intro: 'wallpapersIntro', empty: 'emptyWallpapers' },
  upload: { intro: 'uploadsIntro', empty: 'emptyUploads' },
} as const;

/**
 * Meus wallpapers (`/customer/account/wallpapers`) and Meus uploads (`/customer/account/uploads`):
 * the customer's files of that kind, a form to send one (type and size checked here for a quick
 * answer, and again by the server from the content) and delete with confirmation.
 */
export function CustomerFiles({ kind }: { kind: CustomerFileKind }) {
  return (
    <AccountGuard>
      <FileList kind={kind} />
    </AccountGuard>
  );
}

function FileList({ kind }: { kind: CustomerFileKind }) {
  const t = useTranslations('customerFiles');
  const locale = toLocale(useLocale());
  const tv = useTranslations('validation');
  const format = useFormatter();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const loaded = useQuery(customerFilesQuery(kind));
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CustomerFile | null>(null);
  const rules = CUSTOMER_FILE_RULES[kind];

  /** The browser's early answer; the server decides from the file's bytes. */
  const checkFile = (file: File | undefined): string | null => {
    if (!file) return tv('required');
    if (!(rules.types as readonly string[]).includes(file.type))
      return tv('fileType', { types: formatAnyOf(locale, typeLabels(kind).anyOf) });
    if (file.size > maxBytes(kind)) return tv('fileTooLarge', { max: rules.maxMegabytes });
    return null;
  };

  const upload = useApiMutation({
    mutationFn: (file: File) => uploadCustomerFile(kind, file),
    onSuccess: ({ file: saved, message }) => {
      queryClient.setQueryData<CustomerFile[]>(accountKeys.files(kind), (files = []) => [
        saved,
        ...files,
      ]);
      snackbar(message, 'success');
      if (input.current) input.current.value = '';
    },
    // The file's refusal (type, size, how many) shows under the file field.
    reportTo: { fields: (found) => setError(found.file ?? found.kind ?? null) },
  });
  const busy = upload.isPending;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    const problem = checkFile(file);
    setError(problem);
    if (problem || !file || !loaded.isSuccess) return;
    upload.mutate(file);
  };

  const remove = useApiMutation({
    mutationFn: (file: CustomerFile) => deleteCustomerFile(file.id),
    onSuccess: ({ files, message }, file) => {
      queryClient.setQueryData(accountKeys.files(kind), files);
      snackbar(message, 'success', { action: `file:${file.id}` });
    },
    onSettled: () => setDeleting(null),
    reportTo: (file) => ({ action: `file:${file.id}` }),
  });

  return (
    <div className="mt-6 grid gap-6">
      <p className="text-sm text-neutral-600">{t(texts[kind].intro)}</p>
      <form
        onSubmit={send}
        noValidate
        className="flex max-w-2xl flex-wrap items-end gap-3 rounded-xl border border-neutral-200 p-4"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('file')}
          </label>
          <input
            ref={input}
            id={inputId}
            name="file"
            type="file"
            accept={rules.types.join(',')}
            onChange={() => setError(null)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-neutral-100 file:px-3 file:py-2 file:font-medium"
          />
          {error && (
            <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs text-red-700">
              {error}
            </p>
          )}
        </div>
        <button type="submit" disabled={busy || !loaded.isSuccess} className={primaryButtonClass}>
          {t(busy ? 'sending' : 'send')}
        </button>
      </form>
      <LoadedList query={loaded} failed={t('loadFailed')} empty={<p>{t(texts[kind].empty)}</p>}>
        {(files) => (
          <ul
            className={
              kind === 'wallpaper' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-3'
            }
          >
            {files.map((file) => (
              <li
                key={file.id}
                data-testid="customer-file"
                className="grid gap-2 rounded-xl border border-neutral-200 p-3 text-sm"
              >
                {kind === 'wallpaper' && (
                  // eslint-disable-next-line @next/next/no-img-element -- the customer's own file, served privately
                  <img
                    src={file.url}
                    alt={file.name}
                    loading="lazy"
                    className="aspect-video w-full rounded-lg bg-neutral-100 object-cover"
                  />
                )}
                <p className="truncate font-medium" title={file.name}>
                  {file.name}
                </p>
                <p className="text-neutral-600">
                  {format.number(file.size / 1024 / 1024, { maximumFractionDigits: 1 })} MB ·{' '}
                  {format.dateTime(new Date(file.createdAt), { dateStyle: 'short' })}
                </p>
                <div className="flex gap-4">
                  <a
                    href={file.url}
                    download={file.name}
                    aria-label={t('downloadLabel', { name: file.name })}
                    className="font-medium text-[var(--store-primary)] underline"
                  >
                    {t('download')}
                  </a>
                  <button
                    type="button"
                    onClick={() => setDeleting(file)}
                    aria-label={t('deleteLabel', { name: file.name })}
                    className="font-medium text-red-700 underline"
                  >
                    {t('delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('confirmDelete', { name: deleting.name }) : ''}
        text={t('confirmDeleteText')}
        confirm={t('delete')}
        cancel={t('cancel')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
