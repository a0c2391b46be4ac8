import { TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone. react-admin's layout grows to fit its content (min-width: fit-content),
 * so a wide table would widen the whole page; a zero width with a 100 % minimum takes the card's width without
 * adding the table's own to it. Focusable, so that a keyboard can scroll it too.
 */
export function TableScroll({ children, spaced = false }: { children: ReactNode; spaced?: boolean }) {
  return (
    <TableContainer tabIndex={0} sx={{ overflowX: 'auto', width: 0, minWidth: '100%', mb: spaced ? 3 : 0 }}>
      {children}
    </TableContainer>
  );
}
