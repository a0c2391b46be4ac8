import { Alert, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, ExportButton, ListBase, Pagination, useListContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { formatIdr } from '@core/format/currency';
import { formatDateTime } from '@core/format/dates';
import type { Envelope } from '@core/gateway/families';
import { parseErrorMessage } from '@core/errors/parseError';
import { csvExporter } from '../../shared/csvExport';
import { LocaleDateField } from '../../shared/fields/localeFields';
import { MemberPage } from '../../shared/MemberPage';
import { useMember } from '../../shared/memberContext';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { BankTransferPanel } from './BankTransferPanel';
import type { OrderView } from '@core/checkout/contract';

/** /member/transaksi and /member/transaksi/{id}: the learner's orders with their states, and one order's invoice. */
export function TransactionsPage() {
  const { id } = useParams();
  return (
    <MemberPage resource="transaksi" title="menu.transaksi">
      {() => (id ? <TransactionDetail id={id} /> : <TransactionList />)}
    </MemberPage>
  );
}

/** One gateway read; `reload` reads it again (after a proof upload). */
function useOrders<T>(path: string) {
  const { data, error, isError, refetch } = useGatewayQuery(['main', path], async (gateway) => (await gateway.main.get<Envelope<T>>(path)).data);
  return { data, error, isError, reload: () => void refetch() };
}

function StateChip({ state }: { state: string }) {
  const translate = useTranslate();
  // MUI's warning and info chips are too pale for their small white text (WCAG contrast): waiting states stay neutral.
  const color = state === 'paid' || state === 'fulfilled' ? 'success' : 'default';
  return <Chip size="small" color={color} label={translate(`transactions.states.${state}`)} />;
}

/** At most this many orders go into one export (a person's own orders: far fewer). */
const EXPORT_LIMIT = 1_000;

const Col = DataTable.Col<OrderView>;

/**
 * The learner's orders on react-admin's list machinery (the data provider's `my-orders`, answered whole by the
 * gateway and sorted and paged in the browser): sortable by date, state and total, the page and sort in the address,
 * a CSV of them all with the page's language in its headers.
 */
function TransactionList() {
  const translate = useTranslate();
  const { locale } = useMember();
  const stateOf = (order: OrderView) => translate(`transactions.states.${order.state}`);
  const exporter = csvExporter<OrderView>(
    [
      { header: translate('invoice.date'), value: (order) => formatDateTime(order.createdAt, locale) },
      { header: translate('transactions.programs'), value: (order) => order.items.map((item) => item.title).join(', ') },
      { header: translate('invoice.state'), value: stateOf },
      { header: translate('cart.total'), value: (order) => order.total },
    ],
    translate('menu.transaksi'),
  );
  return (
    <ListBase resource="my-orders" disableAuthentication sort={{ field: 'createdAt', order: 'DESC' }} perPage={10} exporter={exporter}>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            <Typography component="h1" variant="h5">
              {translate('menu.transaksi')}
            </Typography>
            <ExportButton maxResults={EXPORT_LIMIT} variant="outlined" />
          </Stack>
          <OrdersTable />
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </CardContent>
      </Card>
    </ListBase>
  );
}

function OrdersTable() {
  const translate = useTranslate();
  const { error } = useListContext<OrderView>();
  if (error) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  return (
    <DataTable<OrderView>
      aria-label={translate('menu.transaksi')}
      rowClick={false}
      bulkActionButtons={false}
      empty={<Typography>{translate('transactions.empty')}</Typography>}
      sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <Col source="createdAt" label="invoice.date" field={LocaleDateField} />
      <Col
        label="transactions.programs"
        disableSort
        render={(order) => <Link to={order.id}>{order.items.map((item) => item.title).join(', ')}</Link>}
      />
      <Col source="state" label="invoice.state" render={(order) => <StateChip state={order.state} />} />
      <Col source="total" label="cart.total" align="right" render={(order) => formatIdr(order.total)} />
    </DataTable>
  );
}

function TransactionDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const { gateway } = useMember();
  const { data: order, error, isError, reload } = useOrders<OrderView>(`/order/${encodeURIComponent(id)}`);
  const [invoiceError, setInvoiceError] = useState<string | null>(null);

  // The invoice is a PDF, opened for printing; an expired token is refreshed once and the download retried.
  async function openInvoice() {
    setInvoiceError(null);
    try {
      const pdf = await gateway.download('main', `/order/${encodeURIComponent(id)}/invoice`);
      window.open(URL.createObjectURL(pdf.blob), '_blank', 'noopener');
    } catch (failure) {
      setInvoiceError(parseErrorMessage(failure));
    }
  }

  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!order) return null;
  const rows: [string, number][] = [
    [translate('cart.subtotal'), order.subtotal],
    [translate('cart.discount'), -order.discount],
    [translate('checkout.ppn', { rate: Math.round(order.ppnRate * 100) }), order.ppn],
    [translate('checkout.pph', { rate: Math.round(order.pphRate * 100) }), order.pph],
    [translate('cart.total'), order.total],
  ];
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <Typography component="h1" variant="h5">
            {translate('invoice.title')} {order.id.slice(0, 8)}
          </Typography>
          <StateChip state={order.state} />
        </Stack>
        {/* Stays a table: the order's programs and their prices, label and value pairs of this one invoice. */}
        <Table size="small" aria-label={translate('transactions.programs')}>
          <TableBody>
            {order.items.map((item) => (
              <TableRow key={item.programId}>
                <TableCell>{item.title}</TableCell>
                <TableCell align="right">{formatIdr(item.total)}</TableCell>
              </TableRow>
            ))}
            {rows.map(([label, amount]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right">{formatIdr(amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {order.paymentProvider === 'manual-transfer' && <BankTransferPanel order={order} onSent={reload} />}
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => void openInvoice()}>
            {translate('transactions.invoice')}
          </Button>
          <Button component={Link} to="..">
            {translate('transactions.back')}
          </Button>
        </Stack>
        {invoiceError && <Alert severity="error">{invoiceError}</Alert>}
      </CardContent>
    </Card>
  );
}
