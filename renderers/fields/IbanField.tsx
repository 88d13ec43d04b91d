import type { WidgetProps } from '@rjsf/utils';
import { friendlyFormatIBAN } from 'ibantools';
import { unformatIban } from '../../engine/validation/index.ts';
import { TextInputWidget } from '../widgets/TextInputWidget.tsx';

/** Groups of four for reading (`FR76 3000 6000 ...`); the stored value never has spaces. */
export function formatIbanText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return friendlyFormatIBAN(unformatIban(value)) ?? value;
}

/** iban: shown in groups of four, stored unformatted (every space removed, upper case). */
export function IbanField(props: WidgetProps) {
  return <TextInputWidget widget={props} options={{ toText: formatIbanText, toStored: (t) => unformatIban(t) || undefined }} />;
}
