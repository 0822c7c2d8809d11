'use client';

import dynamic from 'next/dynamic';

/*
 * The interactive parts of page-builder blocks, each in its own chunk. The block registry is
 * imported by every route that can render content (the home and the catch-all route of
 * categories, products and content pages), and a route loads every client component its server
 * code imports, rendered or not; through these wrappers a page loads only the blocks it shows.
 * They still render on the server, and a page that shows one preloads its chunk.
 */
export const BannerCarousel = dynamic(() =>
  import('./banner-carousel').then((m) => m.BannerCarousel),
);
export const CompareImages = dynamic(() => import('./compare-images').then((m) => m.CompareImages));
export const CountdownTimer = dynamic(() =>
  import('./countdown-timer').then((m) => m.CountdownTimer),
);
export const GridReveal = dynamic(() => import('./grid-reveal').then((m) => m.GridReveal));
export const Panorama = dynamic(() => import('./panorama').then((m) => m.Panorama));
export const Spin360 = dynamic(() => import('./spin-360').then((m) => m.Spin360));
export const TabsView = dynamic(() => import('./tabs-view').then((m) => m.TabsView));
export const VideoBoxDialog = dynamic(() => import('./video-player').then((m) => m.VideoBoxDialog));
export const VideoFacade = dynamic(() => import('./video-player').then((m) => m.VideoFacade));
