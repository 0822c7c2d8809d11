'use client';

import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { apiErrorReport, isAbort } from '@/lib/api-client/errors';
import { firstServerErrors, type FirstErrors } from './field-errors';
import { useSnackbar } from './snackbar-context';

/**
 * Where a failure is told: `fields` receives a 422's first message per field (a form's setErrors),
 * `action` names the snackbar message, so that the next answer of the same action replaces it.
 */
export type ErrorTarget = {
  action?: string;
  fields?: (errors: FirstErrors<string>) => void;
};

// A failure already told (by a mutation's onError) is not told again by the form that awaited it.
const told = new WeakSet<object>();

/** Marks `error` as told by its caller's own means (a cart that expired says so itself). */
export function markTold(error: unknown): void {
  if (typeof error === 'object' && error !== null) told.add(error);
}

/**
 * The one error-to-snackbar policy of the browser's calls (lib/api-client/errors.ts): a 422's
 * field errors go to the form's fields, the message to the snackbar (the server's, or
 * `errors.network` when no answer came); an abort says nothing; each failure is told once.
 */
export function useReportApiError() {
  const snackbar = useSnackbar();
  const t = useTranslations('errors');
  return useCallback(
    (error: unknown, { action, fields }: ErrorTarget = {}) => {
      if (isAbort(error) || (typeof error === 'object' && error !== null && told.has(error)))
        return;
      markTold(error);
      const report = apiErrorReport(error, { network: t('network'), internal: t('internal') });
      if (fields) fields(firstServerErrors(report.fields));
      snackbar(report.message, 'error', action ? { action } : undefined);
    },
    [snackbar, t],
  );
}

/**
 * The words of the policy for a failure shown in place (what could not load, the lines a list
 * could not add): the server's message, `errors.network`, or `failed` for a failure without a
 * message of its own.
 */
export function useApiErrorMessage() {
  const t = useTranslations('errors');
  return useCallback(
    (error: unknown, failed?: string) =>
      apiErrorReport(error, { network: t('network'), internal: failed ?? t('internal') }).message,
    [t],
  );
}

export type ApiMutationOptions<TData, TVariables, TContext> = UseMutationOptions<
  TData,
  Error,
  TVariables,
  TContext
> & {
  /** Where the policy tells a failure (a form's fields, the snackbar's action of the change). */
  reportTo?: ErrorTarget | ((variables: TVariables) => ErrorTarget);
  /**
   * A failure this mutation tells its own way (a cart that no longer exists, a card refused in the
   * payment step): true when it did, and the policy then says nothing. Runs after `onError`.
   */
  handleError?: (error: Error, variables: TVariables) => boolean | void;
};

/**
 * useMutation with the policy above on every failure: the browser's writes go through here
 * (ARCHITECTURE.md item 10). `onMutate`/`onError` make the optimistic ones, as React Query's do.
 */
export function useApiMutation<TData, TVariables = void, TContext = unknown>({
  reportTo,
  handleError,
  onError,
  ...options
}: ApiMutationOptions<TData, TVariables, TContext>) {
  const report = useReportApiError();
  return useMutation<TData, Error, TVariables, TContext>({
    ...options,
    onError: async (error, variables, result, context) => {
      await onError?.(error, variables, result, context);
      if (handleError?.(error, variables)) markTold(error);
      else report(error, typeof reportTo === 'function' ? reportTo(variables) : reportTo);
    },
  });
}
