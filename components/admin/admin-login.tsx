import type { Locale } from '@/lib/domain/money';
import { AdminMessages } from './admin-messages';
import { AdminLoginForm } from './login-form';

/** What a back-office page shows a visitor without a session: the login, in place. */
export function AdminLogin({ locale }: { locale: Locale }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-sm">
        <AdminMessages locale={locale}>
          <AdminLoginForm />
        </AdminMessages>
      </div>
    </div>
  );
}
