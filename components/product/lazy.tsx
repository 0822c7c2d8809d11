'use client';

import dynamic from 'next/dynamic';

/*
 * The product page's islands, each in its own chunk. Products, categories and content pages share
 * one catch-all route, and a route loads every client component its server code imports, rendered
 * or not: through these wrappers a category page no longer loads the purchase box, the gallery
 * and the stock alert (as content blocks do, components/content/blocks/lazy.tsx). They still
 * render on the server, and a product page preloads their chunks.
 */
export const ProductGallery = dynamic(() =>
  import('./product-gallery').then((m) => m.ProductGallery),
);
export const ProductPurchase = dynamic(() =>
  import('./product-purchase').then((m) => m.ProductPurchase),
);
export const StockAlert = dynamic(() => import('./stock-alert').then((m) => m.StockAlert));
