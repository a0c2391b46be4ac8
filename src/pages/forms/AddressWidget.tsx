import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { addressComplete, addressLine, EMPTY_ADDRESS } from '@core/locations/address';
import { AddressPicker } from '../../shared/AddressPicker';

/**
 * An address kept as text (the BNSP form's one line, as printed), which the region list can fill: the button opens the
 * address picker (SPEC 7's lookups), and its choice becomes the text, still editable. Read-only, just the text.
 */
export function AddressWidget(props: WidgetProps) {
  const translate = useTranslate();
  const { registry, readonly, disabled, onChange, id } = props;
  const Textarea = registry.widgets.TextareaWidget!;
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const titleId = useId();
  return (
    <>
      <Textarea {...props} />
      {!readonly && !disabled && (
        <Button size="small" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start', mt: 0.5 }} aria-describedby={id}>
          {translate('locations.fillFromList')}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate('locations.fillTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('locations.fillHint')}</DialogContentText>
          <AddressPicker id={`${id}-picker`} value={address} onChange={setAddress} required withPostalCode={false} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('locations.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!addressComplete(address)}
            onClick={() => {
              onChange(addressLine(address));
              setOpen(false);
            }}
          >
            {translate('locations.fillApply')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
