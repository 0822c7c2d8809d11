'use client';

import dynamic from 'next/dynamic';

// The pop-ups start after hydration anyway: their code is not part of any page's first load.
export const PopupHost = dynamic(() => import('./popup-host').then((m) => m.PopupHost), {
  ssr: false,
});
