'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useReportApiError } from '@/components/ui/use-api-mutation';
import { ApiError, NetworkError } from '@/lib/api-client/errors';
import { apiPath } from '@/lib/contracts/endpoints';

type Problem = { line: number; column: string | null; message: string };
type Check = { total: number; valid: number; problems: Problem[] };
type Result = {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  problems: Problem[];
};

const counts = ({ created, updated, unchanged }: Result) => ({ created, updated, unchanged });

/** The import's call: the file as a multipart form, the answer's envelope or NDJSON lines. */
async function post(file: File, dryRun: boolean): Promise<Response> {
  const body = new FormData();
  body.set('file', file);
  let response: Response;
  try {
    response = await fetch(`${apiPath('importAdminProducts')}${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => ({}))) as {
      message?: string;
      errors?: Record<string, string[]>;
    };
    throw new ApiError(
      envelope.errors?.file?.[0] ?? envelope.message ?? '',
      response.status,
      envelope.errors,
    );
  }
  return response;
}

/**
 * The catalog's CSV import (issue 28 item 7): the file is checked first and every bad line told
 * by its number; then the good lines are applied with a progress bar fed by the server after
 * each batch. Nothing is written by the check; an import again changes nothing (by SKU).
 */
export function ProductImport() {
  const t = useTranslations('backOffice.import');
  const snackbar = useSnackbar();
  const report = useReportApiError();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);

  const verify = async () => {
    if (!file) {
      snackbar(t('fileRequired'), 'error');
      return;
    }
    setBusy('check');
    setResult(null);
    setProgress(null);
    try {
      const envelope = (await (await post(file, true)).json()) as { content: Check };
      setCheck(envelope.content);
    } catch (error) {
      setCheck(null);
      report(error);
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!file || !check) return;
    setBusy('apply');
    setProgress({ done: 0, total: check.valid });
    try {
      const reader = (await post(file, false))
        .body!.pipeThrough(new TextDecoderStream())
        .getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines.filter(Boolean)) {
          const event = JSON.parse(line) as {
            progress?: { done: number; total: number };
            result?: Result;
            error?: string;
          };
          if (event.progress) setProgress(event.progress);
          if (event.result) {
            setResult(event.result);
            snackbar(t('done', counts(event.result)), 'success');
          }
          if (event.error) snackbar(event.error, 'error');
        }
      }
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  };

  const problems = result?.problems ?? check?.problems ?? [];
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4">
        <p className="text-sm text-neutral-700">{t('intro')}</p>
        <div>
          <label htmlFor={fileId} className="text-sm font-medium">
            {t('file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setCheck(null);
              setResult(null);
              setProgress(null);
            }}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-neutral-300 file:bg-white file:px-4"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={verify}
            disabled={busy !== null}
            className={secondaryButtonClass}
          >
            {busy === 'check' ? t('checking') : t('check')}
          </button>
          {check && check.valid > 0 && !result && (
            <button
              type="button"
              onClick={apply}
              disabled={busy !== null}
              className={primaryButtonClass}
            >
              {busy === 'apply' ? t('applying') : t('apply', { count: check.valid })}
            </button>
          )}
        </div>
        {check && (
          <p role="status" className="text-sm font-medium" data-testid="import-summary">
            {t('summary', { total: check.total, valid: check.valid, bad: check.problems.length })}
          </p>
        )}
        {progress && (
          <div className="grid gap-1">
            <progress
              max={progress.total}
              value={progress.done}
              aria-label={t('progress', progress)}
              className="h-3 w-full"
            />
            <p className="text-sm" data-testid="import-progress">
              {t('progress', progress)}
            </p>
          </div>
        )}
        {result && (
          <p
            role="status"
            className="text-sm font-semibold text-emerald-800"
            data-testid="import-result"
          >
            {t('done', counts(result))}
          </p>
        )}
      </div>
      {problems.length > 0 && (
        <section
          aria-labelledby="linhas-com-erro"
          className="rounded-xl border border-red-200 bg-white p-4"
        >
          <h2 id="linhas-com-erro" className="mb-2 font-semibold text-red-800">
            {t('problems')}
          </h2>
          <div className="max-h-96 overflow-auto">
            <table className="w-full text-left text-sm" data-testid="import-problems">
              <thead>
                <tr className="border-b border-neutral-200">
                  <th scope="col" className="py-1 pr-3">
                    {t('line')}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    {t('column')}
                  </th>
                  <th scope="col" className="py-1">
                    {t('reason')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {problems.map((p) => (
                  <tr key={`${p.line}-${p.column}`} className="border-b border-neutral-100">
                    <td className="py-1 pr-3 tabular-nums">{p.line}</td>
                    <td className="py-1 pr-3">{p.column ?? '—'}</td>
                    <td className="py-1">{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
