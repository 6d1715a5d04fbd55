import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/ui/input';

/** A search field that updates the list a moment after typing stops. */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="relative w-full sm:max-w-xs">
      <Input
        label={label}
        hideLabel
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(event) => setText(event.target.value)}
        className="pl-10"
      />
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}
