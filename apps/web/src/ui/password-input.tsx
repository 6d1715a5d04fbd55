import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from './icon-button';
import { Input, type InputProps } from './input';

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
