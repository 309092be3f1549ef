import { paletteCssVariables } from './palette.ts';

/** Publishes the palette as CSS variables on the document root. */
export function applyPaletteToDocument(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(paletteCssVariables())) root.style.setProperty(name, value);
}
