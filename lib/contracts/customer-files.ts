import { z } from 'zod';
import { FILE_TYPES, type FileType } from '@/lib/domain/file-types';
import type { ListValue } from '@/lib/i18n/messages';
import { dbId, msg } from './common';

/** Meus wallpapers and Meus uploads: which types and how large each kind of file may be. */
export const CUSTOMER_FILE_RULES = {
  wallpaper: { types: ['image/jpeg', 'image/png', 'image/webp'], maxMegabytes: 5 },
  upload: { types: ['application/pdf', 'image/jpeg', 'image/png'], maxMegabytes: 10 },
} as const satisfies Record<string, { types: readonly FileType[]; maxMegabytes: number }>;
export type CustomerFileKind = keyof typeof CUSTOMER_FILE_RULES;
export const CUSTOMER_FILE_KINDS = Object.keys(CUSTOMER_FILE_RULES) as CustomerFileKind[];

/** A customer keeps at most this many files of each kind. */
export const MAX_FILES_PER_KIND = 20;

export const maxBytes = (kind: CustomerFileKind) =>
  CUSTOMER_FILE_RULES[kind].maxMegabytes * 1024 * 1024;

/** The types of a kind as the messages name them ('JPG, PNG ou WEBP' once rendered). */
export const typeLabels = (kind: CustomerFileKind): ListValue => ({
  anyOf: CUSTOMER_FILE_RULES[kind].types.map((type) => FILE_TYPES[type].label),
});

export const customerFileKind = z.enum(CUSTOMER_FILE_KINDS as [CustomerFileKind], {
  message: msg.invalidValue,
});

/** GET /customer/files?kind=wallpaper. */
export const customerFilesQuery = z.object({ kind: customerFileKind }).strict();

/** A customer file as the account lists it; `url` downloads it (the session's own only). */
export const customerFile = z.object({
  id: z.number().int(),
  kind: customerFileKind,
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  url: z.string(),
});
export type CustomerFile = z.infer<typeof customerFile>;

export const customerFileParams = z.object({ id: dbId }).strict();
