/** What a form shows: one message per field, the first one found. */
export type FirstErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The first message of each field from a schema's issues (next-intl keys such as
 * `validation.required`, translated with `t`).
 */
export function firstIssues<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  t: (key: string) => string,
): FirstErrors<F> {
  const found: FirstErrors<F> = {};
  for (const issue of issues) found[String(issue.path[0]) as F] ??= t(issue.message);
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
