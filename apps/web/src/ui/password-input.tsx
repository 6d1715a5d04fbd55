import { useState } from 'react';
import { IconButton } from './icon-button';
import { Input, type InputProps } from './input';
import { shellIcon } from './shell-icons';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const Eye = shellIcon(
  <>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
const EyeOff = shellIcon(
  <>
    <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
    <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
    <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
    <path d="m2 2 20 20" />
  </>,
);

/** A password field with a show/hide toggle. Paste is allowed; set autoComplete to current- or new-password. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <IconButton
          size="sm"
          aria-label={visible ? 'Hide password' : 'Show password'}
          icon={visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
