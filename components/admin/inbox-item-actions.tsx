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
import {
  erasablePhone,
  type InboxItem,
  type InboxItemChangeBody,
} from '@/lib/contracts/back-office-inbox';

/**
 * An inbox item's actions: handled or open again, who has it (chosen, then Atribuir, so that
 * arrowing through the list saves nothing), and the erasure of the person's data, asked again
 * with the e-mail and phone it will look for, since it cannot be undone. A control is never
 * disabled while its call runs (the focus would fall out of the table): a second press waits.
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
  const [assignee, setAssignee] = useState(String(item.assignee?.id ?? ''));
  const who = item.name ?? item.email ?? item.phone ?? t('anonymous');
  // Someone switched off or moved to another role still shows as who has it.
  const team =
    item.assignee && !operators.some((o) => o.id === item.assignee!.id)
      ? [...operators, item.assignee]
      : operators;
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
  const searched = [
    person.email && t('emailPart', { email: person.email }),
    person.phone && t('phonePart', { phone: item.phone ?? person.phone }),
  ]
    .filter(Boolean)
    .join(t('and'));
  const act = (run: () => void) => () => {
    if (!busy) run();
  };
  const assigneeId = assignee === '' ? null : Number(assignee);
  return (
    <div className="flex min-w-52 flex-col gap-2">
      <button
        type="button"
        aria-disabled={busy || undefined}
        aria-label={t(item.handledAt ? 'reopenOf' : 'markHandledOf', { who })}
        onClick={act(() => change.mutate({ handled: !item.handledAt }))}
        className={secondaryButtonClass}
      >
        {item.handledAt ? t('reopen') : t('markHandled')}
      </button>
      <div className="flex gap-2">
        <select
          aria-label={t('assignTo', { who })}
          value={assignee}
          onChange={(e) => setAssignee(e.target.value)}
          className={`${fieldInputClass} min-w-0 flex-1`}
        >
          <option value="">{t('nobody')}</option>
          {team.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
        {assigneeId !== (item.assignee?.id ?? null) && (
          <button
            type="button"
            aria-disabled={busy || undefined}
            aria-label={t('assignOf', { who })}
            onClick={act(() => change.mutate({ assigneeId }))}
            className={secondaryButtonClass}
          >
            {t('assign')}
          </button>
        )}
      </div>
      {(person.email || person.phone) && (
        <button
          type="button"
          aria-disabled={busy || undefined}
          aria-label={t('eraseOf', { who })}
          onClick={act(() => setAsking(true))}
          className="min-h-11 rounded-lg px-3 text-left text-sm text-red-800 underline"
        >
          {t('erase')}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('eraseTitle', { who })}
        text={`${t('eraseWho', { what: searched })} ${t('eraseText')}`}
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
