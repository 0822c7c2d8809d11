'use client';

import { useState } from 'react';
import { useAddAndShowCart } from '@/components/cart/use-add-and-show-cart';
import { IntentLink } from '@/components/ui/intent-link';
import type { CardView } from '@/lib/catalog/card-view';
import { responsiveImage } from '@/lib/media/responsive-image';
import { CompareToggle } from './compare-toggle';
import { FavouriteButton } from './favourite-button';
import type { CompareLabels, FavouriteLabels } from './personal-labels';
import { ReviewLink } from './review-link';

export type CardVariant = 'vertical' | 'horizontal' | 'hover';

export type CardLabels = {
  startingAt: string;
  details: string;
  buy: string;
  /** 'Avaliar', on the cards of products the logged-in customer bought. */
  review: string;
  favourite: FavouriteLabels;
  compare: CompareLabels;
};

// A column card is half a phone's width (at 2×: 384) and a quarter of the 1280 px page (at 2×:
// 640); a row card is 8rem. Only those widths are listed, so the srcset stays two entries long.
const COLUMN_IMAGE = {
  sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, 50vw',
  widths: { minWidth: 384, maxWidth: 640 },
};
const ROW_IMAGE = { sizes: '128px', widths: { minWidth: 160, maxWidth: 256 } };

/** The markup of a product card (SPEC.md section 2) in its three variants. */
export function ProductCardView({
  view,
  labels,
  variant,
  priority,
}: {
  view: CardView;
  labels: CardLabels;
  variant: CardVariant;
  priority: boolean;
}) {
  const row = variant === 'horizontal';
  const { sizes, widths } = row ? ROW_IMAGE : COLUMN_IMAGE;
  // The second view is drawn once a mouse first points at the card (touch screens never hover),
  // so the page's HTML and its first requests carry one photo per card; the swap waits for it.
  const [pointed, setPointed] = useState(false);
  const [hoverReady, setHoverReady] = useState(false);
  return (
    <article
      className={`group card ${variant === 'horizontal' ? 'card--row' : 'card--col'} ${variant === 'hover' ? 'card--hover' : ''}`}
      data-testid="product-card"
      data-variant={variant}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setPointed(true);
      }}
    >
      <div className="card-media">
        {view.image && (
          // eslint-disable-next-line @next/next/no-img-element -- srcset from lib/media (docs/adr/0027)
          <img
            {...responsiveImage(view.image, sizes, widths)}
            alt={view.name}
            width={400}
            height={320}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className={hoverReady ? 'card-img card-img--swap' : 'card-img'}
          />
        )}
        {view.hoverImage && pointed && (
          // eslint-disable-next-line @next/next/no-img-element -- decorative second view
          <img
            {...responsiveImage(view.hoverImage, sizes, widths)}
            alt=""
            width={400}
            height={320}
            onLoad={() => setHoverReady(true)}
            className="card-img-hover"
          />
        )}
        <div className="card-chips">
          {view.discount && <span className="card-chip">{view.discount}</span>}
          {view.unavailable && <span className="card-chip card-chip--out">{view.unavailable}</span>}
        </div>
        <div className="card-fav">
          <FavouriteButton productId={view.id} productName={view.name} labels={labels.favourite} />
        </div>
      </div>
      <div className="card-body">
        <h3 className="card-name">
          <IntentLink href={view.href} className="card-link">
            {view.name}
          </IntentLink>
        </h3>
        <div className="card-prices">
          {view.oldPrice && (
            <p className="card-old" data-testid="card-old-price">
              {view.oldPrice}
            </p>
          )}
          <p className="card-final" data-testid="card-final-price">
            {view.finalPrice}
          </p>
          <p className="card-pix" data-testid="card-pix-price">
            <span className="card-from">{labels.startingAt}</span>
            {view.cashPrice}
          </p>
          <p className="card-note">{view.cashNote}</p>
          <p className="card-installments" data-testid="card-installments">
            {view.installments}
          </p>
        </div>
        <div className="card-tools">
          <CompareToggle
            item={{ id: view.id, name: view.name, image: view.image }}
            labels={labels.compare}
          />
          <ReviewLink productId={view.id} label={labels.review} />
        </div>
        <span className="card-more" aria-hidden>
          {labels.details}
        </span>
      </div>
      {variant === 'hover' && (
        // Desktop: the card grows over its neighbours on hover or focus, so the grid never moves.
        <div className="card-extra">
          {view.subtitle && <p className="card-subtitle">{view.subtitle}</p>}
          <div className="card-actions">
            <IntentLink href={view.href} className="card-button">
              {labels.details}
            </IntentLink>
            {view.directBuyId === null ? (
              <IntentLink href={view.href} className="card-button card-button--buy">
                {labels.buy}
              </IntentLink>
            ) : (
              <DirectBuy productId={view.directBuyId} label={labels.buy} />
            )}
          </div>
        </div>
      )}
    </article>
  );
}

function DirectBuy({ productId, label }: { productId: number; label: string }) {
  const { add, busy } = useAddAndShowCart();
  return (
    <button
      type="button"
      disabled={busy}
      className="card-button card-button--buy"
      onClick={() => void add([{ product: productId, quantity: 1 }])}
    >
      {label}
    </button>
  );
}
