import type { Locale } from '@/lib/domain/money';
import { renderMessage } from '@/lib/i18n/messages';
import type { SkuListLineProblem } from '@/lib/server/services/portal-cart';

/** The lines a SKU list or a reorder left out, each reason in the buyer's language. */
export const renderedProblems = (locale: Locale, problems: SkuListLineProblem[]) =>
  problems.map((p) => ({ line: p.line, message: renderMessage(locale, p.message) }));
