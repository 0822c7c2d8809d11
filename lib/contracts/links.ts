import { z } from 'zod';

/** A store path or an absolute http(s) URL; nothing that runs script (javascript:, data:). */
export const href = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/i.test(v) || v.startsWith('#'), {
    message: 'backOffice.pages.blockErrors.link',
  });

/** Image sources: a store path or an http(s) URL. */
export const imageSrc = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), {
    message: 'backOffice.pages.blockErrors.link',
  });
