import { Space, Tag } from 'antd';
import type { SearchFieldDefinition } from '../../schemas/generated/meta.ts';
import { fieldLabel } from '../../engine/lists/fieldLabel.ts';
import { selectLabel } from '../../engine/lists/selectLabel.ts';
import { valueText } from '../../engine/lists/savedSearches.ts';
import { sortText } from '../../engine/lists/sortText.ts';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useT } from '../context/useT.ts';
import { useUserLocale } from '../context/useUserLocale.ts';
import { useLookupList } from '../widgets/useLookupList.ts';
import type { SearchValues } from '../../engine/lists/SearchValues.ts';

interface FilterBadgesProps {
  fields: readonly SearchFieldDefinition[];
  values: SearchValues;
  sort: string;
  onRemove: (name: string) => void;
  onRemoveSort: () => void;
  /** The sortable fields by label (the sort selector's options): the sort badge names fields by them. */
  sortOptions?: readonly { value: string; label: string }[];
}

/**
 * A filter's value as the user reads it: the labels of a lookup list's codes (Paid, not PAID), dates
 * in the user's date format, Yes in the user's language.
 */
function BadgeValue({ field, value }: { field: SearchFieldDefinition; value: SearchValues[string] }) {
  const t = useT();
  const locale = useUserLocale();
  const { options } = useLookupList(field.list);
  if (value === true) return <>{t('Yes')}</>;
  return <>{(field.list && selectLabel(options, value)) || valueText(field, value, locale)}</>;
}

/** The filters in force as badges: a badge per visible field with a value; closing one removes it. */
export function FilterBadges({ fields, values, sort, onRemove, onRemoveSort, sortOptions = [] }: FilterBadgesProps) {
  const t = useT();
  const shown = fields.filter((f) => !f.hidden && values[f.name] !== undefined);
  if (!shown.length && !sort) return null;
  return (
    <Space wrap size={[4, 4]} style={{ marginBottom: 8 }} data-testid="filter-badges">
      {shown.map((f) => (
        <Tag key={f.name} closable onClose={() => onRemove(f.name)} data-testid={`filter-badge-${f.name}`}>
          {t(fieldLabel(f))}: <BadgeValue field={f} value={values[f.name]} />
        </Tag>
      ))}
      {sort && (
        <Tag closable onClose={onRemoveSort} color="geekblue" data-testid="filter-badge-sort">
          {fillText(t('Sort: {{sort}}'), { sort: sortText(sort, (name) => sortOptions.find((o) => o.value === name)?.label) })}
        </Tag>
      )}
    </Space>
  );
}
