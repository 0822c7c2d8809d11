'use client';

import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/errors/error-view';

/** A store page that failed: the error view in the store's layout, reported (ErrorView). */
export default function StoreError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  return (
    <ErrorView
      {...props}
      texts={{
        title: t('unexpected'),
        text: t('unexpectedText'),
        retry: t('retry'),
        code: t('code'),
      }}
    />
  );
}
