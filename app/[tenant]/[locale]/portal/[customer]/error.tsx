'use client';

/** A portal page that failed: the same error view, in the portal's layout, reported. */
export { default } from '../../(store)/error';
