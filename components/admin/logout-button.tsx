'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { logOutOperator } from '@/lib/api-client/back-office';

/** Sair: the session ends on the server, then the page shows the login form. */
export function LogoutButton() {
  const t = useTranslations('backOffice');
  const router = useRouter();
  const logout = useApiMutation({
    mutationFn: logOutOperator,
    onSuccess: () => {
      router.push('/admin');
      router.refresh();
    },
  });
  return (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      className="min-h-11 rounded-lg px-3 text-sm font-medium text-white underline-offset-4 hover:underline disabled:opacity-60"
    >
      {logout.isPending ? t('loggingOut') : t('logout')}
    </button>
  );
}
