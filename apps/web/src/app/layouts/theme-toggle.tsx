import { useTheme } from '@/lib/theme';
import { IconButton } from '@/ui/icon-button';
import { Moon, Sun } from '@/ui/shell-icons';

/** The dark-mode toggle (spec §2). Its name says what a press will do. */
export function ThemeToggle({ tone = 'default' }: { tone?: 'default' | 'light' }) {
  const { theme, toggleTheme } = useTheme();
  const toDark = theme === 'light';
  return (
    <IconButton
      tone={tone}
      aria-label={toDark ? 'Switch to dark theme' : 'Switch to light theme'}
      icon={toDark ? <Moon className="size-5" /> : <Sun className="size-5" />}
      onClick={toggleTheme}
      data-theme-toggle=""
    />
  );
}
