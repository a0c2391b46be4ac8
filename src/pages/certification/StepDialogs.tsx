import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** The appeal's reason (FR.AK.04 follows on the form page); 1 to 1000 characters, as the gateway accepts. */
export function AppealDialog({ open, onClose, onSend }: { open: boolean; onClose: () => void; onSend: (reason: string) => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="appeal-title" fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend(reason.trim());
        }}
      >
        <DialogTitle id="appeal-title">{translate('certificationPages.appeal.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('certificationPages.appeal.help')}</DialogContentText>
          <TextField
            label={translate('certificationPages.appeal.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('certificationPages.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={reason.trim() === ''}>
            {translate('certificationPages.appeal.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
