import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { useServerRender } from './server-render';

/**
 * Dark and light themes (spec §1): the choice is saved locally; until the visitor picks one, the
 * system preference decides and is followed live. public/theme-init.js applies the same rule before
 * the first paint; keep the key and the class in step with it. A server-rendered page is drawn in the
 * light theme's words (the toggle's name); the browser's theme replaces them as soon as the page is live.
 */

export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'aurelia.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

interface ThemeValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

function readSaved(): Theme | null {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved === 'dark' || saved === 'light' ? saved : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The choice made in this tab, for when storage is blocked and cannot keep it. */
let chosen: Theme | null = null;

const currentTheme = (): Theme => readSaved() ?? chosen ?? systemTheme();
const lightTheme = (): Theme => 'light';

function apply(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;
}

const listeners = new Set<() => void>();
const announce = () => {
  for (const listener of listeners) listener();
};

/** Changes come from this tab (setTheme), from the system (while nothing is saved) and from other tabs. */
function subscribe(onChange: () => void): () => void {
  const follow = () => {
    apply(currentTheme());
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) follow();
  };
  const media = window.matchMedia?.(DARK_QUERY);
  listeners.add(onChange);
  media?.addEventListener('change', follow);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    media?.removeEventListener('change', follow);
    window.removeEventListener('storage', onStorage);
  };
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  // A drawn page keeps the light theme's words until it goes live, which is a transition: read at once, the
  // browser's theme would be an urgent update over a page still being taken over (see lib/server-render.tsx).
  const drawn = useServerRender();
  const theme = useSyncExternalStore(subscribe, drawn ? lightTheme : currentTheme, lightTheme);

  const setTheme = useCallback((next: Theme) => {
    chosen = next;
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not saved; still applied for this visit.
    }
    apply(next);
    announce();
  }, []);

  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [setTheme, theme]);

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
