// Every API route file (app/api/**/route.ts), its URL template, path params and exported methods.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextRequest } from 'next/server';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteHandler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
export type ApiRoute = {
  file: string;
  /** `/api/customer/addresses/[id]` */
  template: string;
  params: string[];
  module: Record<string, unknown>;
  handlers: [string, RouteHandler][];
};

export function apiRouteFiles(): string[] {
  const root = path.join(process.cwd(), 'app/api');
  return (readdirSync(root, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f === 'route.ts' || f.endsWith('/route.ts'))
    .sort();
}

/** The methods a route file writes itself (`export const GET = withRoute(…)`), from its source. */
export function ownMethods(file: string): string[] {
  const source = readFileSync(path.join(process.cwd(), 'app/api', file), 'utf8');
  return [
    ...source.matchAll(
      /export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b(?! = idRequired)/g,
    ),
  ].map((m) => m[1]!);
}

export async function loadApiRoutes(): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  for (const file of apiRouteFiles()) {
    const exports = (await import(`@/app/api/${file.replace(/\.ts$/, '')}`)) as Record<
      string,
      unknown
    >;
    const dir = file.replace(/\/?route\.ts$/, '');
    routes.push({
      file,
      template: `/api/${dir}`,
      params: [...dir.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!),
      module: exports,
      handlers: HTTP_METHODS.filter((m) => typeof exports[m] === 'function').map(
        (m) => [m, exports[m] as RouteHandler] as [string, RouteHandler],
      ),
    });
  }
  return routes;
}
