import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses, Field, type FieldOwnProps } from './field';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line (an e-mail, a price). */
  description?: string;
}

export interface ComboboxProps extends FieldOwnProps {
  /** The chosen option's value, or '' for none. */
  value: string;
  /** The chosen option itself, so its label shows even when it is not among the current options. */
  selected?: ComboboxOption | null;
  options: readonly ComboboxOption[];
  onChange: (option: ComboboxOption) => void;
  /** Called as the user types, to search elsewhere (the server); without it the options are filtered here. */
  onSearch?: (text: string) => void;
  placeholder?: string;
  loading?: boolean;
  emptyText?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  onBlur?: () => void;
}

/**
 * A searchable select per the WAI-ARIA combobox pattern (list autocomplete): type to narrow the list,
 * Down/Up to move, Enter to choose, Esc to close; the active option is announced through
 * aria-activedescendant while focus stays in the text field.
 */
export function Combobox({
  label,
  error,
  hint,
  optional,
  hideLabel,
  value,
  selected,
  options,
  onChange,
  onSearch,
  placeholder,
  loading = false,
  emptyText = 'No matches',
  disabled,
  id,
  className,
  onBlur,
}: ComboboxProps) {
  const listId = useId();
  const chosen = selected ?? options.find((o) => o.value === value) ?? null;
  const [text, setText] = useState(chosen?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);

  // Show the chosen option's name whenever the list is closed.
  useEffect(() => {
    if (!open) setText(chosen?.label ?? '');
  }, [open, chosen?.label]);

  const needle = text.trim().toLowerCase();
  const shown =
    onSearch || !open || needle === (chosen?.label ?? '').toLowerCase()
      ? options
      : options.filter((o) => `${o.label} ${o.description ?? ''}`.toLowerCase().includes(needle));

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (option: ComboboxOption) => {
    onChange(option);
    setText(option.label);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(shown.length > 0 ? (event.key === 'ArrowDown' ? 0 : shown.length - 1) : -1);
        return;
      }
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      if (open && active >= 0 && shown[active]) {
        event.preventDefault();
        choose(shown[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(ids) => (
        <div className="relative">
          <input
            id={ids.id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            aria-busy={loading || undefined}
            disabled={disabled}
            placeholder={placeholder}
            value={text}
            className={cn(controlClasses, 'pr-10')}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              onSearch?.(event.target.value);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
              onBlur?.();
            }}
          />
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
          />
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={typeof label === 'string' ? label : undefined}
            hidden={!open}
            className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-line bg-surface py-1 shadow-raised"
          >
            {shown.length === 0 ? (
              <p className="px-3.5 py-2.5 text-sm text-ink-muted">{loading ? 'Searching…' : emptyText}</p>
            ) : (
              shown.map((option, index) => {
                const isChosen = option.value === value;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: per the APG combobox, options are never focused; the keyboard works in the text field through aria-activedescendant.
                  <div
                    key={option.value}
                    id={`${listId}-${index}`}
                    data-index={index}
                    role="option"
                    aria-selected={isChosen}
                    // Keep focus in the text field while picking with the mouse.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    onMouseEnter={() => setActive(index)}
                    className={cn(
                      'flex cursor-pointer items-start gap-2 px-3.5 py-2 text-sm',
                      index === active ? 'bg-surface-muted text-gold-ink' : 'text-ink',
                    )}
                  >
                    <Check
                      aria-hidden="true"
                      className={cn('mt-0.5 size-4 shrink-0', isChosen ? 'text-gold-ink' : 'invisible')}
                    />
                    <span className="min-w-0">
                      <span className="block truncate">{option.label}</span>
                      {option.description && (
                        <span className="block truncate text-xs text-ink-muted">{option.description}</span>
                      )}
                    </span>
                  </div>
                );
              })
            )}
          </div>
        </div>
      )}
    </Field>
  );
}
