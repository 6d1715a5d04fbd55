/**
 * Moves keyboard focus to an element that appears once fresh data is drawn (the button an action revealed),
 * so that a person using the keyboard is not sent back to the top of the page. Gives up after a few seconds.
 */
export function focusWhenShown(selector: string, timeoutMs = 3_000): void {
  const until = performance.now() + timeoutMs;
  const attempt = () => {
    const el = document.querySelector<HTMLElement>(selector);
    if (el) el.focus();
    else if (performance.now() < until) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
