import type { SearchFieldType } from '../../../engine/lists/SearchValues.ts';
import { CheckboxFilter } from './CheckboxFilter.tsx';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { EntitySearchFilter } from './EntitySearchFilter.tsx';
import { FallbackFilter } from './FallbackFilter.tsx';
import type { FilterComponent } from './FilterProps.ts';
import { MultiSelectFilter } from './MultiSelectFilter.tsx';
import { NumberRangeFilter } from './NumberRangeFilter.tsx';
import { SelectFilter } from './SelectFilter.tsx';
import { TextFilter } from './TextFilter.tsx';

/** Advanced-search filters keyed by the exact search field type (seed 002 §2.9). */
export const searchFilters: Record<SearchFieldType, FilterComponent> = {
  text: TextFilter,
  phone: TextFilter,
  select: SelectFilter,
  multiSelect: MultiSelectFilter,
  dateRange: DateRangeFilter,
  numberRange: NumberRangeFilter,
  currencyRange: NumberRangeFilter,
  checkbox: CheckboxFilter,
  entitySearch: EntitySearchFilter,
};

/** The filter of a type, or {@link FallbackFilter} naming the unknown type. */
export function filterFor(type: string): FilterComponent {
  return (searchFilters as Record<string, FilterComponent>)[type] ?? FallbackFilter;
}
