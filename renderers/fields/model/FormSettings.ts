import type { Registry } from '@rjsf/utils';
import { resolveLocale } from '../../../engine/format/index.ts';
import type { LocaleSettings } from '../../../engine/format/index.ts';
import type { RegistrationFormat } from '../../../engine/validation/index.ts';
import type { AddressProvider } from '../../widgets/addressProvider.ts';
import type { RegistrationDetailFetch, RegistrationLookup } from '../../widgets/registrationLookup.ts';

/**
 * What the form gives its fields through rjsf's `formContext`: locale, tenant, settings, the record
 * being edited (for defaults taken from other fields) and optional providers. Everything is optional:
 * a field works with an empty context (en-EU, default providers through the DataProvider).
 */
export interface FormSettings {
  locale?: string | LocaleSettings;
  tenant?: string;
  settings?: {
    bypassIbanCheck?: boolean;
    emailSample?: string;
    /** One address per type (seed 001 §5); on unless set to false. */
    uniqueAddressPerType?: boolean;
    /** A registration chosen in a register may belong to an existing person without the offer to load it. */
    allowDuplicates?: boolean;
    /** false: date fields are typed only, without their calendar (seed 000 §3.5 `showDatePicker`). */
    showDatePicker?: boolean;
  };
  registrationFormats?: Readonly<Record<string, RegistrationFormat>>;
  /** The whole record being edited: the bank account name default, a currency held by another field. */
  record?: Record<string, unknown>;
  addressProvider?: AddressProvider;
  registrationLookup?: RegistrationLookup;
  /** The data of a chosen register entry (default: POST .../person-registration/{type} with selectedId). */
  registrationDetail?: RegistrationDetailFetch;
  /** Replaces the whole record being edited (a field that fills others: a chosen register entry). */
  mergeRecord?: (record: Record<string, unknown>) => void;
  /** Called when the entity search modal closes with 'add' (its optional Add button). */
  onEntityAdd?: (entityName: string, path: string) => void;
  /**
   * The value each field had when its submit errors arrived, by field id: kept by the form rather than
   * by the field so that a field redrawn from scratch (a re-run layout) still drops errors made stale.
   */
  errorStamps?: Map<string, { key: string; value: unknown }>;
}

/** The form settings of a registry (an empty object when the form has none). */
export function formSettings(registry: Pick<Registry, 'formContext'> | undefined): FormSettings {
  const context: unknown = registry?.formContext;
  return context && typeof context === 'object' ? (context as FormSettings) : {};
}

/** The resolved locale settings of a form (en-EU by default). */
export function formLocale(settings: FormSettings): LocaleSettings {
  return resolveLocale(settings.locale);
}
