import type { z } from 'zod';

/**
 * A list's state from its page's search params, field by field through the list's own contract:
 * a value that does not hold (a mistyped date in the URL) is left out, the others stay, so a bad
 * link shows the list with the filters that make sense instead of an error.
 */
export function searchParamsOf<S extends z.ZodObject>(
  contract: S,
  raw: Record<string, string | string[] | undefined>,
): z.output<S> {
  const kept: Record<string, string> = {};
  for (const key of Object.keys(contract.shape)) {
    const value = raw[key];
    const one = Array.isArray(value) ? value[0] : value;
    if (one === undefined || one === '') continue;
    const field = contract.shape[key] as z.ZodType;
    if (field.safeParse(one).success) kept[key] = one;
  }
  return contract.parse(kept);
}
