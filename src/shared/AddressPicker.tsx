import { Autocomplete, Link, Stack, TextField, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { chooseArea, lookupParentOf, POSTAL_CODE_PATTERN, postalCodeInput, type Address } from '@core/locations/address';
import { fetchLocationLookup } from '@client/locations/api';
import { AREA_LEVELS, lookupPath, parentLevel, type AreaLevel } from '@core/locations/areas';
import { useMember } from './memberContext';
import { useGatewayQuery } from './useGatewayQuery';

export interface AddressPickerProps {
  value: Address;
  onChange: (address: Address) => void;
  /** Prefix of the fields' ids: unique on the page (a form with two addresses gives each its own). */
  id?: string;
  /** Marks every field required; the form checks them when it submits. */
  required?: boolean;
  disabled?: boolean;
  /** Shows the postal code field (a form that asks for it elsewhere, like APL.01, leaves it out). */
  withPostalCode?: boolean;
}

const STREET_MAX_LENGTH = 500;
const DATASET_URL = 'https://github.com/fityannugroho/idn-area-data';
const LICENSE_URL = 'https://opendatacommons.org/licenses/odbl/1-0/';

interface AreaFieldProps extends Required<Omit<AddressPickerProps, 'onChange' | 'withPostalCode'>> {
  level: AreaLevel;
  onChange: (address: Address) => void;
}

/**
 * One level of the address: a combo box of the areas inside the chosen parent (type to narrow, arrows and Enter to
 * choose), read through SPEC 7's lookup once per parent (the regions do not change while the app runs).
 */
function AreaField({ level, value, onChange, id, required, disabled }: AreaFieldProps) {
  const translate = useTranslate();
  const { locale } = useMember();
  const parentCode = lookupParentOf(value, level);
  const areas = useGatewayQuery(['md', lookupPath(level, parentCode)], (gateway) => fetchLocationLookup(gateway, level, parentCode), {
    enabled: parentCode !== undefined,
    staleTime: Infinity,
  });
  const parent = parentLevel(level);
  const waitingFor = parentCode === undefined && parent ? translate(`locations.levels.${parent}`).toLocaleLowerCase(locale) : undefined;
  const helperText = waitingFor
    ? translate('locations.chooseFirst', { level: waitingFor })
    : areas.isError
      ? translate('locations.loadFailed', { message: parseErrorMessage(areas.error) })
      : undefined;
  return (
    <Autocomplete
      id={`${id}-${level}`}
      options={areas.data ?? []}
      value={value[level]}
      onChange={(_event, item) => onChange(chooseArea(value, level, item))}
      getOptionLabel={(area) => area.text}
      // Two villages of a district may share a name: the code tells the options apart.
      getOptionKey={(area) => area.value}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      autoHighlight
      disabled={disabled || parentCode === undefined}
      loading={areas.isFetching}
      loadingText={translate('common.loading')}
      noOptionsText={translate('locations.noOptions')}
      // The buttons' accessible names, in the page's language (MUI's own are English).
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      renderInput={(params) => (
        <TextField {...params} label={translate(`locations.levels.${level}`)} required={required} error={areas.isError} helperText={helperText} />
      )}
    />
  );
}

/**
 * An Indonesian address: province, regency or city, district and village chosen in turn from SPEC 7's location
 * lookups (each list waits for the level above; another choice above empties the levels below), then the street line
 * and the postal code. Controlled: the form owns the Address and gets every change.
 */
export function AddressPicker({ value, onChange, id = 'address', required = false, disabled = false, withPostalCode = true }: AddressPickerProps) {
  const translate = useTranslate();
  const postalCodeInvalid = value.postalCode !== '' && !POSTAL_CODE_PATTERN.test(value.postalCode);
  // The attribution's text holds the two links' places (%{dataset}, %{license}), so each language orders them itself.
  const attribution = translate('locations.attribution').split(/(%\{\w+\})/);
  return (
    <Stack spacing={2}>
      {AREA_LEVELS.map((level) => (
        <AreaField key={level} level={level} value={value} onChange={onChange} id={id} required={required} disabled={disabled} />
      ))}
      <TextField
        id={`${id}-street`}
        label={translate('locations.street')}
        helperText={translate('locations.streetHint')}
        value={value.street}
        onChange={(event) => onChange({ ...value, street: event.target.value })}
        required={required}
        disabled={disabled}
        multiline
        minRows={2}
        autoComplete="street-address"
        slotProps={{ htmlInput: { maxLength: STREET_MAX_LENGTH } }}
      />
      {withPostalCode && (
        <TextField
          id={`${id}-postal-code`}
          label={translate('locations.postalCode')}
          value={value.postalCode}
          onChange={(event) => onChange({ ...value, postalCode: postalCodeInput(event.target.value) })}
          required={required}
          disabled={disabled}
          error={postalCodeInvalid}
          helperText={postalCodeInvalid ? translate('locations.postalCodeInvalid') : undefined}
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          sx={{ maxWidth: 200 }}
        />
      )}
      <Typography variant="caption" color="text.secondary">
        {attribution.map((part, index) => (
          <Fragment key={index}>
            {part === '%{dataset}' ? (
              // eslint-disable-next-line no-restricted-syntax -- the data set's name, the same in both languages
              <Link href={DATASET_URL} target="_blank" rel="noopener">
                idn-area-data
              </Link>
            ) : part === '%{license}' ? (
              <Link href={LICENSE_URL} target="_blank" rel="noopener">
                {translate('locations.license')}
              </Link>
            ) : (
              part
            )}
          </Fragment>
        ))}
      </Typography>
    </Stack>
  );
}
