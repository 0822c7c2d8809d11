'use client';

import dynamic from 'next/dynamic';

// The gate's buttons load only in the stores that show the gate (a page preloads what it renders).
export const AgeGateActions = dynamic(() =>
  import('./age-gate-actions').then((m) => m.AgeGateActions),
);
