// Applies the saved (or system) colour theme before the first paint, so the page never flashes the
// wrong theme. It is an external file because the Content-Security-Policy allows no inline script.
// Keep the storage key and the class in step with src/lib/theme.tsx.
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
