/**
 * Presses on a control the server drew, made before the browser has taken the page over. React drops a press on a
 * part of the page whose code has not arrived yet (the room page's booking form comes last), and before the app's
 * script has arrived nothing answers at all: the visitor would have to press again, unsure whether the first one
 * counted. From the first paint, a press on an element marked `data-early-press="<name>"` is remembered
 * (public/theme-init.js, which runs before the page is drawn), and the control acts on it once it is live
 * (`takeEarlyPress`). A control drops the mark when live: from then on it answers presses itself.
 */
declare global {
  /** Filled by public/theme-init.js. */
  var __earlyPresses: Set<string> | undefined;
}

/** Whether `name` was pressed before its control was live. Each press is taken once. */
export function takeEarlyPress(name: string): boolean {
  return globalThis.__earlyPresses?.delete(name) ?? false;
}
