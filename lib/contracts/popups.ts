import { z } from 'zod';
import { POPUP_TYPES } from '@/lib/domain/popups';
import { msg } from './common';

/**
 * `types` of GET /content (SPEC.md section 7: `types=[modal-entry, modal-exit]`), in any of the
 * encodings clients use: that literal, `types=modal-entry,modal-exit`, `types[]=modal-entry&types[]=
 * modal-exit` (also `types[0]=…`) and a repeated `types` (the route turns it into the list form).
 * Absent or empty, every type is answered.
 */
export const popupTypesParam = z
  .union([z.string().max(200, msg.tooLong), z.array(z.string().max(100, msg.tooLong)).max(10)])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.replace(/[[\]"'\s]/g, ''))
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(POPUP_TYPES, { message: msg.invalidValue })))
  .transform((types) => [...new Set(types)]);

export const contentListQuery = z.object({ types: popupTypesParam.optional() }).strict();

export {
  contentItem,
  contentItemList,
  popupContent,
  type ContentItem,
  type PopupContent,
} from './popup-item';
