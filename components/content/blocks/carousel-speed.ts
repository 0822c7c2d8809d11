// The carousel's timings, apart from its client module: the server blocks pass them as props.

/** SPEC.md section 9: hero autoplay every 2500 ms. */
export const AUTOPLAY_DELAY_MS = 2500;
/** SPEC.md's hero speed 1500: how long one move of the hero takes. */
export const HERO_SPEED_MS = 1500;
/** SPEC.md's custom slider speed 700. */
export const CUSTOM_SLIDER_SPEED_MS = 700;
