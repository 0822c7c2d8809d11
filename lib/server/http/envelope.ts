import 'server-only';
import { NextResponse } from 'next/server';
import type { RenderedFieldErrors } from './errors';

/** The response envelope of SPEC.md section 7: `{ success, content?, message?, errors? }`. */
export function ok<T>(
  content: T,
  init?: { status?: number; message?: string; headers?: HeadersInit },
) {
  return NextResponse.json(
    { success: true, content, ...(init?.message ? { message: init.message } : {}) },
    { status: init?.status ?? 200, headers: init?.headers },
  );
}

export function fail(
  status: number,
  message: string,
  errors?: RenderedFieldErrors,
  headers?: HeadersInit,
) {
  return NextResponse.json(
    { success: false, message, ...(errors ? { errors } : {}) },
    { status, headers },
  );
}
