'use client';

/** A blog page that cannot be read (the feed is down): the store's error state, under the blog's
 * header, which stays. */
export { default } from '../error';
