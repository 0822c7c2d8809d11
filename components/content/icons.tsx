/**
 * Icons of info cards and of the home feature strip (SPEC.md: Pix, delivery, warranty, security),
 * drawn from the sprite (lib/media/icon-set.mjs).
 */
export const infoIcons = ['pix', 'truck', 'shield', 'lock'] as const;
export type InfoIcon = (typeof infoIcons)[number];
