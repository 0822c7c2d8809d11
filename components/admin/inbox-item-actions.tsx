'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldInputClass } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { changeInboxItem, eraseInboxPerson } from '@/lib/api-client/back-office';
import type { InboxItem, InboxItemChangeBody } from '@/lib/contracts/back-office-inbox';

/** A phone the erasure can look for: 10 to 13 digits (with area code, perhaps the country's). */
const erasablePhone = (phone: string | null) => {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 10 && digits.length <= 13 ? digits : null;
};

/**
 * An inbox item's actions, each saved at once: handled or open again, who has it, and the
 * erasure of the person's data (asked again: it cannot be undone).
 */
export function InboxItemActions({
  item,
  operators,
}: {
  item: InboxItem;
  operators: { id: number; name: string }[];
}) {
  const t = useTranslations('backOffice.inbox');
  const router = useRouter();
  const snackbar = useSnackbar();
  const [asking, setAsking] = useState(false);
  const who = item.name ?? item.email ?? item.phone ?? t('anonymous');
  const change = useApiMutation({
    mutationFn: (body: InboxItemChangeBody) => changeInboxItem(item.kind, item.id, body),
    onSuccess: () => {
      snackbar(t('saved'), 'success');
      router.refresh();
    },
    onError: () => router.refresh(),
  });
  const person = { email: item.email, phone: erasablePhone(item.phone) };
  const erase = useApiMutation({
    mutationFn: () => eraseInboxPerson(person),
    onSuccess: (erased) => {
      const count = Object.values(erased).reduce((sum, n) => sum + n, 0);
      snackbar(t('erased', { count }), 'success');
      router.refresh();
    },
  });
  const busy = change.isPending || erase.isPending;
  return (
    <div className="flex min-w-48 flex-col gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => change.mutate({ handled: !item.handledAt })}
        className={secondaryButtonClass}
      >
        {item.handledAt ? t('reopen') : t('markHandled')}
      </button>
      <select
        aria-label={t('assignTo', { who })}
        value={item.assignee?.id ?? ''}
        disabled={busy}
        onChange={(e) =>
          change.mutate({ assigneeId: e.target.value === '' ? null : Number(e.target.value) })
        }
        className={fieldInputClass}
      >
        <option value="">{t('unassigned')}</option>
        {operators.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {(person.email || person.phone) && (
        <button
          type="button"
          disabled={busy}
          onClick={() => setAsking(true)}
          className="min-h-11 rounded-lg px-3 text-left text-sm text-red-800 underline"
        >
          {t('erase')}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('eraseTitle', { who })}
        text={t('eraseText')}
        confirm={t('eraseConfirm')}
        cancel={t('cancel')}
        onConfirm={() => {
          setAsking(false);
          erase.mutate();
        }}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
