/**
 * Tab and Shift+Tab stay inside a modal dialog: past its last focusable element (matching `selector`, and shown)
 * focus wraps to the first, and back. For the dialog's keydown handler.
 */
export function trapTab(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  dialog: HTMLElement | null,
  selector: string,
) {
  if (event.key !== 'Tab' || !dialog) return;
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(selector)).filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
