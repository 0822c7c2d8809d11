// Helpers both benches use (bench/run.ts, bench/queries.ts).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Raised for a bench that cannot go on; main() prints its message without a stack. */
export class BenchError extends Error {}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function withTimeout<T>(
  promise: PromiseLike<T>,
  ms: number,
  what: string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new BenchError(`${what} did not finish within ${Math.round(ms / 1000)} s`)),
          ms,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The commit measured, and whether the work tree had changes, for the results file. */
export function gitInfo(): { commit: string | null; dirty: boolean | null } {
  const git = (args: string[]): string | null => {
    try {
      return execFileSync('git', args, {
        cwd: ROOT,
        timeout: 10_000,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return null;
    }
  };
  const commit = git(['rev-parse', 'HEAD']);
  const status = git(['status', '--porcelain']);
  return { commit, dirty: status === null ? null : status.length > 0 };
}
