'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useFormCheck } from './use-form-check';

/** useFormCheck with the store's messages (next-intl) for the schema's validation keys. */
export function useCheckedForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  initial: z.input<S>,
  options?: { nested?: boolean },
) {
  return useFormCheck(schema, initial, useTranslations(), options);
}
