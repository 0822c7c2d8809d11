'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormField, fieldInputClass } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import {
  reviewableProductQuery,
  reviewableProductsQuery,
  saveReview,
} from '@/lib/api-client/account';
import { accountKeys } from '@/lib/api-client/customer';
import {
  RATING_MAX,
  reviewBody,
  type ReviewableProduct,
  type ReviewForm as ReviewFormBody,
} from '@/lib/contracts/reviews';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { AccountGuard } from './account-guard';
import { accountSkeleton, LoadedList, LoadFailure } from './loaded-list';

const linkClass = 'text-sm font-medium text-[var(--store-primary)] underline';

/** '★★★★☆' for a screen: the label says the number. */
function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden className="tracking-wider text-amber-500">
      {'★'.repeat(rating)}
      <span className="text-neutral-300">{'★'.repeat(RATING_MAX - rating)}</span>
    </span>
  );
}

/** `/customer/account/reviews` (Minhas avaliações): each bought product, reviewed or not. */
export function CustomerReviews() {
  return (
    <AccountGuard>
      <ReviewList />
    </AccountGuard>
  );
}

function ReviewList() {
  const t = useTranslations('reviews');
  const bought = useQuery(reviewableProductsQuery());
  return (
    <LoadedList query={bought} failed={t('loadFailed')} empty={<p>{t('empty')}</p>}>
      {(bought) => (
        <div className="mt-6 grid gap-4">
          <p className="text-sm text-neutral-600">{t('intro')}</p>
          <ul className="grid gap-3">
            {bought.map((product) => (
              <li
                key={product.productId}
                data-testid="reviewable-product"
                className="flex items-center gap-4 rounded-xl border border-neutral-200 p-4"
              >
                <ProductThumb product={product} />
                <div className="min-w-0 flex-1">
                  <Link href={product.href} className="font-semibold hover:underline">
                    {product.name}
                  </Link>
                  {product.review ? (
                    <p className="text-sm">
                      <Stars rating={product.review.rating} />{' '}
                      <span className="text-neutral-700">
                        {t('yourReview', { rating: product.review.rating })} ·{' '}
                        {product.review.title}
                      </span>
                    </p>
                  ) : (
                    <p className="text-sm text-neutral-600">{t('waiting')}</p>
                  )}
                </div>
                <Link
                  href={`/customer/account/reviews/${product.productId}`}
                  aria-label={t(product.review ? 'editLabel' : 'writeLabel', {
                    name: product.name,
                  })}
                  className={product.review ? linkClass : primaryButtonClass}
                >
                  {t(product.review ? 'edit' : 'write')}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </LoadedList>
  );
}

function ProductThumb({ product }: { product: Pick<ReviewableProduct, 'image'> }) {
  return product.image ? (
    // eslint-disable-next-line @next/next/no-img-element -- catalog images are already sized
    <img
      src={product.image}
      alt=""
      width={64}
      height={52}
      className="size-16 shrink-0 object-contain"
    />
  ) : (
    <span className="size-16 shrink-0 rounded bg-neutral-100" aria-hidden />
  );
}

/** `/customer/account/reviews/{productId}`: writes or edits the review of a bought product. */
export function ReviewEditor({ productId }: { productId: number }) {
  return (
    <AccountGuard>
      <LoadedReview productId={productId} />
    </AccountGuard>
  );
}

function LoadedReview({ productId }: { productId: number }) {
  const t = useTranslations('reviews');
  const loaded = useQuery(reviewableProductQuery(productId));
  if (loaded.isPending) return accountSkeleton;
  if (loaded.isError)
    return (
      <div className="mt-6 grid justify-items-start gap-3">
        <LoadFailure error={loaded.error} failed={t('loadFailed')} />
        <Link href="/customer/account/reviews" className={linkClass}>
          {t('back')}
        </Link>
      </div>
    );
  return <ReviewForm product={loaded.data} />;
}

function ReviewForm({ product }: { product: ReviewableProduct }) {
  const t = useTranslations('reviews');
  const snackbar = useSnackbar();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { form, field, control, errorOf, busy, submit, reportTo } = useContractForm(reviewBody, {
    // As the radios give it: the stars' number as text, none chosen yet ''.
    rating: String(product.review?.rating ?? ''),
    title: product.review?.title ?? '',
    text: product.review?.text ?? '',
  });
  const rating = Number(form.watch('rating'));
  const ratingError = errorOf('rating');
  const text = control('text');
  const textError = errorOf('text');

  const save = useApiMutation({
    mutationFn: (body: ReviewFormBody) => saveReview(product.productId, body),
    onSuccess: ({ product: reviewed, message }) => {
      queryClient.setQueryData(accountKeys.review(reviewed.productId), reviewed);
      void queryClient.invalidateQueries({ queryKey: accountKeys.reviews(), exact: true });
      snackbar(message, 'success', { keepOnNavigation: true });
      router.push('/customer/account/reviews');
    },
    reportTo,
  });
  const send = submit(async (body) => {
    await save.mutateAsync(body);
  });

  return (
    <form
      onSubmit={send}
      method="post"
      noValidate
      className="mt-6 grid max-w-2xl gap-4 rounded-xl border border-neutral-200 p-6"
    >
      <div className="flex items-center gap-4">
        <ProductThumb product={product} />
        <p className="font-semibold">{product.name}</p>
      </div>
      <fieldset aria-describedby={ratingError ? 'rating-error' : undefined}>
        <legend className="text-sm font-medium">{t('rating')}</legend>
        <div className="mt-1 flex gap-1">
          {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((stars) => (
            <label
              key={stars}
              className={`cursor-pointer rounded text-3xl leading-none has-[:focus-visible]:outline has-[:focus-visible]:outline-2 ${rating >= stars ? 'text-amber-500' : 'text-neutral-300'}`}
            >
              <input
                type="radio"
                {...control('rating', { value: String(stars) })}
                aria-invalid={undefined}
                aria-describedby={undefined}
                className="sr-only"
              />
              <span aria-hidden>★</span>
              <span className="sr-only">{t('stars', { count: stars })}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id="rating-error" className="mt-1 text-xs text-red-700">
            {ratingError}
          </p>
        )}
      </fieldset>
      <FormField {...field('title')} label={t('reviewTitle')} />
      <div>
        <label htmlFor={text.id} className="text-sm font-medium">
          {t('text')}
        </label>
        <textarea {...text} rows={6} className={fieldInputClass} />
        {textError && (
          <p id={`${text.id}-error`} className="mt-1 text-xs text-red-700">
            {textError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {t(busy ? 'saving' : 'save')}
        </button>
        <Link href="/customer/account/reviews" className={linkClass}>
          {t('back')}
        </Link>
      </div>
    </form>
  );
}
