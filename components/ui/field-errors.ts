/** What a form shows: one message per field, the first one found. */
export type FirstErrors<F extends string> = Partial<Record<F, string>>;

/** Where an issue's message shows: on the form's top-level field (`email`). */
export const topField = (path: readonly PropertyKey[]) => String(path[0]);

/**
 * Where an issue's message shows in a form of nested fields: its whole path, as the server's 422
 * names it (`addresses.0.zipcode`).
 */
export const fieldPath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * The first message of each field from a schema's issues (next-intl keys such as
 * `validation.required`, translated with `t`), keyed by `keyOf` (the top-level field by default).
 */
export function firstIssues<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  t: (key: string) => string,
  keyOf: (path: readonly PropertyKey[]) => string = topField,
): FirstErrors<F> {
  const found: FirstErrors<F> = {};
  for (const issue of issues) found[keyOf(issue.path) as F] ??= t(issue.message);
  return found;
}

/** The first message of each field of a 422 answer (`errors` of the API envelope). */
export function firstServerErrors<F extends string>(
  errors: Record<string, string[]> | undefined,
): FirstErrors<F> {
  const found: FirstErrors<F> = {};
  for (const [field, messages] of Object.entries(errors ?? {}))
    if (messages[0]) found[field as F] = messages[0];
  return found;
}
