/**
 * Presses on a control the server drew, made while the browser is still taking the page over. React drops a
 * press on a part of the page whose code has not arrived yet (the room page's booking form comes last), and the
 * visitor would have to press again, unsure whether the first one counted. From the moment the app's script
 * runs, a press on an element marked `data-early-press="<name>"` is remembered, and the control acts on it once
 * it is live (`takeEarlyPress`). A control drops the mark when live: from then on it answers presses itself.
 */
const pressed = new Set<string>();

export function rememberEarlyPresses(): void {
  document.addEventListener(
    'click',
    (event) => {
      const marked = event.target instanceof Element ? event.target.closest('[data-early-press]') : null;
      const name = marked?.getAttribute('data-early-press');
      if (name) pressed.add(name);
    },
    true,
  );
}

/** Whether `name` was pressed before its control was live. Each press is taken once. */
export function takeEarlyPress(name: string): boolean {
  return pressed.delete(name);
}
