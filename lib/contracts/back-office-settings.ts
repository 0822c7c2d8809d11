import { z } from 'zod';
import { HEX_COLOUR, THEME_COLOURS, themeContrastIssues } from '@/lib/domain/colour-contrast';
import { msg } from './common';

/** The header message of the storefront's top bar holds at most this many characters. */
export const HEADER_MESSAGE_MAX = 160;

/**
 * The store's settings as its owners change them (issue 30 item 5): the maintenance switch
 * (SPEC.md section 8: the banner on every page, nothing sold), the message of the top bar (none
 * when empty) and the colours of the storefront.
 */
export const storeSettings = z.object({
  maintenance: z.boolean(),
  headerMessage: z.string().nullable(),
  theme: z.object(
    Object.fromEntries(THEME_COLOURS.map((c) => [c, z.string()])) as Record<
      (typeof THEME_COLOURS)[number],
      z.ZodString
    >,
  ),
});
export type StoreSettingsView = z.infer<typeof storeSettings>;

const hexColour = z
  .string({ message: 'backOffice.settings.hexColour' })
  .trim()
  .toLowerCase()
  .regex(HEX_COLOUR, 'backOffice.settings.hexColour');

/**
 * The store's colours, each #rrggbb, refused when a pair the storefront shows as text on a
 * background has less than 4.5:1 (lib/domain/colour-contrast.ts), told on the colour to change.
 */
export const themeBody = z
  .object(
    Object.fromEntries(THEME_COLOURS.map((c) => [c, hexColour])) as Record<
      (typeof THEME_COLOURS)[number],
      typeof hexColour
    >,
  )
  .strict()
  .superRefine((theme, ctx) => {
    for (const issue of themeContrastIssues(theme))
      ctx.addIssue({
        code: 'custom',
        path: [issue.field],
        message: `backOffice.settings.contrast.${issue.key}`,
      });
  });

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
    theme: themeBody,
  })
  .partial()
  .strict();
export type StoreSettingsChangeBody = z.input<typeof storeSettingsChangeBody>;
