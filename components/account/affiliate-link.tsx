'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useCopy } from '@/components/ui/use-copy';
import { affiliateUrl, isAffiliate } from '@/lib/domain/affiliate';
import { useSession } from './session';

/**
 * An affiliate customer's 'copy link' (SPEC.md sections 2 and 4): the page they are on, with
 * `affiliateId` set to their id. Nothing for anyone else. Where the browser refuses the clipboard,
 * the link is offered in a prompt to copy by hand.
 */
export function AffiliateLink({
  className,
  icon,
  short = false,
}: {
  className: string;
  icon?: ReactNode;
  /** The bottom bar's one-word caption ('Indicar') instead of the whole sentence. */
  short?: boolean;
}) {
  const t = useTranslations('account');
  const ts = useTranslations('shareUi');
  const { customer } = useSession();
  const { copied, copy } = useCopy();
  if (!customer || !isAffiliate(customer)) return null;

  const label = t('affiliateCopy');
  const caption = copied ? ts('copied') : short ? t('affiliateShort') : label;
  return (
    <>
      <button
        type="button"
        className={className}
        // The one-word caption alone would not say what the button does.
        aria-label={short && !copied ? label : undefined}
        data-testid="affiliate-link"
        onClick={async () => {
          const url = affiliateUrl(window.location.href, customer.id);
          if (!(await copy(url))) window.prompt(t('affiliatePrompt'), url);
        }}
      >
        {icon}
        <span>{caption}</span>
      </button>
      <span role="status" className="sr-only">
        {copied ? ts('copied') : ''}
      </span>
    </>
  );
}
