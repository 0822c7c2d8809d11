import type { ContactFormRef } from '@/lib/contracts/contact';
import type { Locale } from '@/lib/domain/money';
import { ContactFormLoader } from './lazy';
import { SupportMessages } from './support-messages';

/** A contact form on a content page, under an optional heading. */
export function ContactFormSection({
  form,
  title,
  headingId,
  locale,
}: {
  form: ContactFormRef;
  title?: string;
  headingId: string;
  locale: Locale;
}) {
  return (
    <section aria-labelledby={title ? headingId : undefined} className="max-w-3xl">
      {title && (
        <h2 id={headingId} className="mb-4 text-xl font-semibold">
          {title}
        </h2>
      )}
      <SupportMessages locale={locale}>
        <ContactFormLoader form={form} />
      </SupportMessages>
    </section>
  );
}
