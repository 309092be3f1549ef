/** The injected time source (ms since the epoch): tests move it, the app never reads Date.now itself. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
