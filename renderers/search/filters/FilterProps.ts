import type { ComponentType } from 'react';
import type { SearchFieldDefinition } from '../../../schemas/generated/meta.ts';
import type { SearchValue } from '../../../engine/lists/SearchValues.ts';

/** What every advanced-search filter receives: its field, its value and how to change it. */
export interface FilterProps {
  id: string;
  field: SearchFieldDefinition;
  value: SearchValue | undefined;
  onChange: (value: SearchValue | undefined) => void;
  /** The search runs (Enter in a text filter). */
  onSubmit?: () => void;
}

export type FilterComponent = ComponentType<FilterProps>;
