import { optionsFor, Select, type SelectOption } from '@/ui/select';
import type { ListState } from './use-list-state';

/** A filter's choices: "all" first (no filter), then each value in words. */
export function filterOptions(allLabel: string, values: readonly string[]): SelectOption[] {
  return [{ value: '', label: allLabel }, ...optionsFor(values)];
}

/** A select above a staff list that filters it by one of the list's URL filters. */
export function FilterSelect<F extends string>({
  list,
  name,
  label,
  options,
  className,
}: {
  list: ListState<F>;
  name: F;
  /** The select's name for screen readers (the first option says it on screen). */
  label: string;
  options: SelectOption[];
  className: string;
}) {
  return (
    <Select
      label={label}
      hideLabel
      options={options}
      value={list.filters[name] ?? ''}
      onChange={(event) => list.setFilter(name, event.target.value || undefined)}
      fieldClassName={className}
    />
  );
}
