/**
 * The mobile bottom bar's rules (SPEC.md sections 2 and 9): where it shows, and how far it rises
 * above an on-screen keyboard.
 */

/** SPEC.md section 9: the viewport must shrink by more than this for a keyboard to count. */
export const KEYBOARD_THRESHOLD_PX = 300;

/** Hidden in the one-step checkout (cart, login, register, payment) and in the corporate portal. */
export function showsBottomBar(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return !/^\/(onestepcheckout|portal)(\/|$)/.test(path);
}

/**
 * How many pixels the bar rises so that it sits on top of the on-screen keyboard. Browsers that
 * shrink only the visual viewport for a keyboard (Chrome on Android, Safari) leave the bar, fixed to
 * the layout viewport, behind it. A shrink of up to the threshold is browser chrome (the address
 * bar folding, a zoom), not a keyboard: the bar stays down.
 */
export function keyboardLift(viewport: {
  /** window.innerHeight: the layout viewport the bar is fixed to. */
  layoutHeight: number;
  /** visualViewport.height: what the shopper still sees above the keyboard. */
  visualHeight: number;
  /** visualViewport.offsetTop: how far the visible part has scrolled inside the layout one. */
  visualOffsetTop: number;
}): number {
  const { layoutHeight, visualHeight, visualOffsetTop } = viewport;
  if (layoutHeight - visualHeight <= KEYBOARD_THRESHOLD_PX) return 0;
  return Math.max(0, Math.round(layoutHeight - visualHeight - visualOffsetTop));
}
