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
