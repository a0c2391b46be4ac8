import { Alert, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { formatIdr } from '@core/format/currency';
import type { Envelope } from '@core/gateway/families';
import { parseErrorMessage } from '@core/errors/parseError';
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

function TransactionList() {
  const translate = useTranslate();
  const { data, error, isError } = useOrders<OrderView[]>('/order');
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('menu.transaksi')}
        </Typography>
        {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
        {data?.length === 0 && <Typography>{translate('transactions.empty')}</Typography>}
        {data && data.length > 0 && (
          <Table size="small" aria-label={translate('menu.transaksi')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('invoice.date')}</TableCell>
                <TableCell>{translate('transactions.programs')}</TableCell>
                <TableCell>{translate('invoice.state')}</TableCell>
                <TableCell align="right">{translate('cart.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>{order.createdAt.slice(0, 10)}</TableCell>
                  <TableCell>
                    <Link to={order.id}>{order.items.map((item) => item.title).join(', ')}</Link>
                  </TableCell>
                  <TableCell>
                    <StateChip state={order.state} />
                  </TableCell>
                  <TableCell align="right">{formatIdr(order.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
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
