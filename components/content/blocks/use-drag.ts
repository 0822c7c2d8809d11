'use client';

import { useRef, type PointerEvent } from 'react';

/**
 * Pointer handlers for a sideways drag on an element (mouse, pen or finger). `start` decides on
 * pointerdown whether to drag and returns what the drag starts from (null: ignore this pointer);
 * `move` gets that and how far the pointer has moved since. The pointer is captured, so the drag
 * follows it off the element; a vertical swipe that the browser takes for scrolling cancels it.
 */
export function useDrag<T>(
  start: (e: PointerEvent<HTMLDivElement>) => T | null,
  move: (e: PointerEvent<HTMLDivElement>, origin: T, dx: number) => void,
) {
  const drag = useRef<{ pointer: number; x: number; origin: T } | null>(null);
  const end = () => {
    drag.current = null;
  };
  return {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      const origin = start(e);
      if (origin === null) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      drag.current = { pointer: e.pointerId, x: e.clientX, origin };
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
      const d = drag.current;
      if (d && d.pointer === e.pointerId) move(e, d.origin, e.clientX - d.x);
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
