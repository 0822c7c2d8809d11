// The carousel's timings, apart from its client module: the server blocks pass them as props.

/** SPEC.md section 9: hero autoplay every 2500 ms. */
export const AUTOPLAY_DELAY_MS = 2500;
/**
 * SPEC.md's speed 1500 (ms per transition). Embla's `duration` is no time but the divisor of its
 * spring step (friction 0.68, 60 steps a second): 33 brings a 1200 px slide to within one pixel
 * of its place in 1.5 s.
 */
export const EMBLA_DURATION = 33;
/** SPEC.md's custom slider speed 700: by the same measure, 21 settles a 1200 px slide in 0.7 s. */
export const CUSTOM_SLIDER_DURATION = 21;
