// Runs before the first paint. The build writes it into index.html (scripts/finish-index-html.mjs), where the
// Content-Security-Policy allows it by its hash; the dev server loads it as this file.
//
// 1. Applies the saved (or system) colour theme before the first paint, so the page never flashes the
//    wrong theme. Keep the storage key and the class in step with src/lib/theme.tsx.
(() => {
  let theme = 'light';
  try {
    const saved = window.localStorage.getItem('aurelia.theme');
    if (saved === 'dark' || saved === 'light') theme = saved;
    else if (window.matchMedia('(prefers-color-scheme: dark)').matches) theme = 'dark';
  } catch {
    // Storage can be blocked (private mode, policies): fall back to light.
  }
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;
})();

// 2. Tells zod not to compile validators with `new Function`: the CSP forbids eval, so zod's probe for it
//    only makes the browser report a CSP violation. zod reads this global (its `z.config()` store) whenever
//    it loads, so it holds whichever chunk brings zod in.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

// 3. Remembers presses on the controls the server drew for the app to act on (`data-early-press="<name>"`, such
//    as a room's Book Now), from the first paint: on a slow network the page shows well before its script has
//    arrived, and a press then would otherwise be lost. src/lib/early-press.ts takes them once the control is live.
globalThis.__earlyPresses = new Set();
document.addEventListener(
  'click',
  (event) => {
    const marked = event.target instanceof Element ? event.target.closest('[data-early-press]') : null;
    const name = marked?.getAttribute('data-early-press');
    if (name) globalThis.__earlyPresses.add(name);
  },
  true,
);
