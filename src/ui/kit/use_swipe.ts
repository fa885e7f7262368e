/**
 * Swipes on touch screens, read from pointer events: a mostly horizontal stroke is a swipe left or
 * right, a mostly downward one a swipe down. A mouse never swipes (it clicks and selects text).
 */
import { type PointerEvent, useRef } from "react";

export type SwipeDirection = "left" | "right" | "down";

/** Shorter strokes are taps or wobbles, not swipes. */
const MIN_SWIPE_PX = 48;
/** A stroke counts along one axis only when it is this much longer along it than across. */
const AXIS_BIAS = 1.5;

/** Pointer handlers for the element that takes swipes; it should have `touch-action: none`. */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      // A second finger means a pinch, not a swipe.
      start.current = e.pointerType !== "mouse" && e.isPrimary
        ? { id: e.pointerId, x: e.clientX, y: e.clientY }
        : null;
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== e.pointerId) return;
      const dx = e.clientX - from.x;
      const dy = e.clientY - from.y;
      if (Math.abs(dx) >= MIN_SWIPE_PX && Math.abs(dx) > AXIS_BIAS * Math.abs(dy)) {
        onSwipe(dx < 0 ? "left" : "right");
      } else if (dy >= MIN_SWIPE_PX && dy > AXIS_BIAS * Math.abs(dx)) {
        onSwipe("down");
      }
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
