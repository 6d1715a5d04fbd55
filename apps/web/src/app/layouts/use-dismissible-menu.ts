import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/** An open menu closes when the address changes (a link followed) and on Escape. */
export function useDismissibleMenu(open: boolean, setOpen: (open: boolean) => void) {
  const [pathname] = useLocation();
  const search = useSearch();

  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
}
