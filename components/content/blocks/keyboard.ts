/**
 * Where a key moves a position among `count` (tabs, 360 frames, a slider's value): arrows step
 * (Right/Up forward; Up/Down only when `vertical`), PageUp/PageDown step by `page`, Home/End jump
 * to the ends. `wrap` goes round (tabs, a 360 turn) instead of stopping at the ends. Null for any
 * other key, so the key keeps its default.
 */
export function keyStep(
  key: string,
  index: number,
  count: number,
  {
    wrap = false,
    vertical = true,
    page = 1,
  }: { wrap?: boolean; vertical?: boolean; page?: number } = {},
): number | null {
  let next: number;
  if (key === 'ArrowRight' || (vertical && key === 'ArrowUp')) next = index + 1;
  else if (key === 'ArrowLeft' || (vertical && key === 'ArrowDown')) next = index - 1;
  else if (key === 'PageUp' && page > 1) next = index + page;
  else if (key === 'PageDown' && page > 1) next = index - page;
  else if (key === 'Home') return 0;
  else if (key === 'End') return count - 1;
  else return null;
  return wrap ? ((next % count) + count) % count : Math.min(count - 1, Math.max(0, next));
}
