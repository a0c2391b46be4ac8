import { DateField, FunctionField, NumberField, type DateFieldProps, type FunctionFieldProps, type NumberFieldProps } from 'react-admin';
import { formatIdr } from '@core/format/currency';
import { INTL_LOCALE } from '@core/format/locale';
import { useMember } from '../memberContext';

/**
 * react-admin's DateField in the page's language: on its own it writes the browser's default locale, which put US
 * dates into the Indonesian member area. The lint rules send every record list here.
 */
export function LocaleDateField(props: Omit<DateFieldProps, 'locales'>) {
  const { locale } = useMember();
  // eslint-disable-next-line no-restricted-syntax -- the one place react-admin's field is given the page's locale
  return <DateField {...props} locales={INTL_LOCALE[locale]} />;
}

/** react-admin's NumberField in the page's language ("22.600.000" / "22,600,000"). */
export function LocaleNumberField(props: Omit<NumberFieldProps, 'locales'>) {
  const { locale } = useMember();
  // eslint-disable-next-line no-restricted-syntax -- the one place react-admin's field is given the page's locale
  return <NumberField {...props} locales={INTL_LOCALE[locale]} />;
}

type MoneyFieldProps = Omit<FunctionFieldProps, 'render'> & { source: string };

/** An amount in rupiah ("Rp 22.600.000", SPEC 9), never the raw number the operator's order list showed. */
export function MoneyField({ source, ...props }: MoneyFieldProps) {
  return (
    <FunctionField
      {...props}
      source={source}
      render={(record: Record<string, unknown>) => (typeof record[source] === 'number' ? formatIdr(record[source]) : '')}
    />
  );
}
