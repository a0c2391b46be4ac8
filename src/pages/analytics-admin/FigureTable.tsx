import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '@core/format/locale';
import { useMember } from '../../shared/memberContext';
import { TableScroll } from '../../shared/TableScroll';

export interface Figure {
  label: string;
  value: number;
  /** A second column (the funnel's share of the step before), already formatted. */
  note?: string;
}

/**
 * A chart's figures as a table: what a screen reader reads, and what a person copies. Stays a table: label and value
 * pairs in the chart's own order (a funnel's steps), not records to sort or page.
 */
export function FigureTable({
  caption,
  labelHeading,
  valueHeading,
  noteHeading,
  figures,
}: {
  caption: string;
  labelHeading: string;
  /** The value column's heading: "Views" unless given. */
  valueHeading?: string;
  noteHeading?: string;
  figures: Figure[];
}) {
  const translate = useTranslate();
  const { locale } = useMember();
  return (
    <TableScroll>
      {/* Named for a screen reader's table list; the section's heading already shows the name. */}
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {labelHeading}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {valueHeading ?? translate('siteAnalytics.views')}
            </TableCell>
            {noteHeading && (
              <TableCell component="th" scope="col" align="right">
                {noteHeading}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.map((figure) => (
            <TableRow key={figure.label}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {figure.label}
              </TableCell>
              <TableCell align="right">{formatNumber(figure.value, locale)}</TableCell>
              {noteHeading && <TableCell align="right">{figure.note}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
