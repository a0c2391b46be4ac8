import { DialogContentText } from '@mui/material';
import type { ReactNode } from 'react';
import { Confirm } from 'react-admin';

interface ConfirmDialogProps {
  open: boolean;
  /** Unique on the page: the dialog's text is `${id}-text`, which describes the dialog to screen readers. */
  id: string;
  /** Already in the page's language, as are `text` and `confirm`. */
  title: string;
  text: ReactNode;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the write is on its way both buttons wait. */
  busy?: boolean;
  /** Red for a step that ends something (withdrawing, deleting), the brand's colour for one that moves forward. */
  color?: 'primary' | 'error';
}

/**
 * A yes/no question before a write, on react-admin's Confirm (its Cancel is the catalog's): the title names the
 * dialog, the text says what happens, Escape or Cancel closes it.
 */
export function ConfirmDialog({ open, id, title, text, confirm, onConfirm, onClose, busy = false, color = 'primary' }: ConfirmDialogProps) {
  return (
    <Confirm
      isOpen={open}
      loading={busy}
      title={title}
      content={<DialogContentText id={`${id}-text`}>{text}</DialogContentText>}
      aria-describedby={`${id}-text`}
      confirm={confirm}
      cancel="common.cancel"
      // react-admin's 'warning' is the theme's error colour.
      confirmColor={color === 'error' ? 'warning' : 'primary'}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
