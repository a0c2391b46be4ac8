import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Label and value pairs as a description list: two columns on a laptop, stacked on a phone. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        my: 2,
        '& dt': { fontWeight: 600, mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0 },
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
