import { z } from 'zod';
import { paginatorQuery } from './common';

export const customerAttributeListQuery = paginatorQuery(['name', 'sortOrder']);

export const customerAttribute = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  options: z.array(z.string()),
});
export type CustomerAttribute = z.infer<typeof customerAttribute>;
