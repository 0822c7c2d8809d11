/** A value the store API takes as form data: nested objects and arrays become bracket keys. */
export type FormValue =
  string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/**
 * Encodes nested data the way the store's API reads form posts:
 * `{ items: [{ product: 12 }] }` → `items[0][product]=12`. Null and undefined are left out.
 */
export function toFormBody(data: Record<string, FormValue>): URLSearchParams {
  const body = new URLSearchParams();
  const add = (key: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((v, i) => add(`${key}[${i}]`, v));
    else if (typeof value === 'object')
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else body.append(key, String(value));
  };
  for (const [k, v] of Object.entries(data)) add(k, v);
  return body;
}
