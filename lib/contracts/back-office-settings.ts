import { z } from 'zod';
import { msg } from './common';

/** The header message of the storefront's top bar holds at most this many characters. */
export const HEADER_MESSAGE_MAX = 160;

/**
 * The store's settings as its owners change them (issue 30 item 5): the maintenance switch
 * (SPEC.md section 8: the banner on every page, nothing sold) and the message of the top bar,
 * none when empty.
 */
export const storeSettings = z.object({
  maintenance: z.boolean(),
  headerMessage: z.string().nullable(),
});
export type StoreSettingsView = z.infer<typeof storeSettings>;

/** PATCH /admin/settings: any of the settings; an empty header message takes it away. */
export const storeSettingsChangeBody = z
  .object({
    maintenance: z.boolean({ message: msg.invalidValue }),
    headerMessage: z
      .string({ message: msg.invalidValue })
      .trim()
      .max(HEADER_MESSAGE_MAX, msg.tooLong)
      .nullable()
      .transform((text) => (text ? text : null)),
  })
  .partial()
  .strict();
export type StoreSettingsChangeBody = z.input<typeof storeSettingsChangeBody>;
