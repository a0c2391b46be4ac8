import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  Datagrid,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { LocaleDateField, MoneyField } from '../../shared/fields/localeFields';
import { canMove, ORDER_STATES, type OrderState } from '@core/checkout/orderStates';
import type { OperatorOrderView, ProofView } from '@core/checkout/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import { formatDateTime } from '@core/format/locale';
import { useMember } from '../../shared/memberContext';
import { ResourceList } from '../../shared/ResourceList';

/** The operator's orders (/api/main/admin-orders): every learner's, filtered by state; one order's history and actions. */
const stateChoices = ORDER_STATES.map((state) => ({ id: state, name: `transactions.states.${state}` }));
const providerChoices = [
  { id: 'manual-transfer', name: 'payments.providers.manual-transfer' },
  { id: 'sandbox', name: 'payments.providers.sandbox' },
];

export function OrdersList() {
  return (
    <ResourceList
      title="menu.adminOrders"
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="state" source="state" label="operator.state" choices={stateChoices} alwaysOn />,
        <SelectInput key="paymentProvider" source="paymentProvider" label="operator.provider" choices={providerChoices} />,
        <BooleanInput key="proofWaiting" source="proofWaiting" label="operator.proofWaiting" />,
      ]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <LocaleDateField source="createdAt" label="invoice.date" showTime />
        <TextField source="learnerName" label="operator.learner" sortable={false} />
        <TextField source="learnerEmail" label="operator.email" sortable={false} />
        <SelectField source="state" label="operator.state" choices={stateChoices} sortable={false} />
        <SelectField source="paymentProvider" label="operator.provider" choices={providerChoices} sortable={false} />
        <BooleanField source="proofWaiting" label="operator.proofWaiting" sortable={false} />
        <MoneyField source="total" label="cart.total" />
      </Datagrid>
    </ResourceList>
  );
}

/** The operator's moves besides the payment decision, by the route's name and the state each leads to. */
const MOVES: { action: string; to: OrderState; label: string }[] = [
  { action: 'fulfil', to: 'fulfilled', label: 'operator.fulfil' },
  { action: 'refund', to: 'refunded', label: 'operator.refund' },
  { action: 'cancel', to: 'cancelled', label: 'operator.cancel' },
];

function OrderActions({ order }: { order: OperatorOrderView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { gateway } = useMember();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');

  async function act(action: string, body?: unknown) {
    setBusy(true);
    try {
      const response = await gateway.main.post<{ message: string }>(`/admin-orders/${order.id}/${action}`, body);
      notify(response.message, { type: 'success' });
      setRejecting(false);
      refresh();
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const state = order.state as OrderState;
  const manual = order.paymentProvider === 'manual-transfer';
  const proofWaiting = order.proofs.some((proof) => proof.status === 'sent');
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', my: 2 }}>
      {manual && canMove(state, 'paid') && (
        <Button variant="contained" color="success" disabled={busy} onClick={() => void act('confirm')}>
          {translate('operator.confirm')}
        </Button>
      )}
      {manual && proofWaiting && (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setRejecting(true)}>
          {translate('operator.reject')}
        </Button>
      )}
      {MOVES.filter((move) => canMove(state, move.to)).map((move) => (
        <Button key={move.action} variant="outlined" disabled={busy} onClick={() => void act(move.action)}>
          {translate(move.label)}
        </Button>
      ))}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} aria-labelledby="reject-title">
        <DialogTitle id="reject-title">{translate('operator.reject')}</DialogTitle>
        <DialogContent>
          <MuiTextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('operator.rejectReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" disabled={busy || reason.trim().length < 3} onClick={() => void act('reject', { reason })}>
            {translate('operator.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function ProofList({ order }: { order: OperatorOrderView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway, locale } = useMember();
  if (order.proofs.length === 0) return null;
  async function open(proof: ProofView) {
    try {
      const file = await gateway.download('main', `/admin-orders/${order.id}/payment-proof/${proof.id}`);
      window.open(URL.createObjectURL(file.blob), '_blank', 'noopener');
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
    }
  }
  return (
    <Box component="section" aria-labelledby="proofs-title" sx={{ my: 2 }}>
      <Typography id="proofs-title" component="h2" variant="h6">
        {translate('operator.proofs')}
      </Typography>
      <Stack spacing={1}>
        {order.proofs.map((proof) => (
          <Stack key={proof.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{formatDateTime(proof.createdAt, locale)}</Typography>
            <Chip size="small" label={translate(`payments.proofStatus.${proof.status}`, { reason: proof.reason ?? '' })} />
            <Button size="small" onClick={() => void open(proof)}>
              {translate('operator.viewProof')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

function OrderDetail() {
  const translate = useTranslate();
  const { locale } = useMember();
  const order = useRecordContext<OperatorOrderView>();
  // react-admin first shows the list's row (no items, proofs or history) until the whole order arrives.
  if (!order?.events) return null;
  return (
    <Card>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('invoice.title')} {order.id.slice(0, 8)} — {translate(`transactions.states.${order.state}`)}
        </Typography>
        <Typography>
          {translate('operator.learner')}: {order.learnerName} ({order.learnerEmail})
        </Typography>
        <Typography>
          {translate('operator.provider')}: {translate(`payments.providers.${order.paymentProvider}`)} · {translate('cart.total')}:{' '}
          {formatIdr(order.total)}
        </Typography>
        {order.state === 'expired' && <Alert severity="info">{translate('payments.notAwaitingPayment')}</Alert>}
        <OrderActions order={order} />
        <Table size="small" aria-label={translate('transactions.programs')}>
          <TableBody>
            {order.items.map((item) => (
              <TableRow key={item.programId}>
                <TableCell>{item.title}</TableCell>
                <TableCell align="right">{formatIdr(item.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ProofList order={order} />
        <Box component="section" aria-labelledby="history-title" sx={{ my: 2 }}>
          <Typography id="history-title" component="h2" variant="h6">
            {translate('operator.history')}
          </Typography>
          <Table size="small" aria-labelledby="history-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('invoice.date')}</TableCell>
                <TableCell>{translate('operator.state')}</TableCell>
                <TableCell>{translate('operator.notes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.events.map((event, index) => (
                <TableRow key={index}>
                  <TableCell>{formatDateTime(event.at, locale)}</TableCell>
                  <TableCell>{event.action ? translate(`payments.actions.${event.action}`) : translate(`transactions.states.${event.to}`)}</TableCell>
                  <TableCell>{event.note ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}

export function OrderShow() {
  return (
    <Show title="menu.adminOrders" component="div">
      <OrderDetail />
    </Show>
  );
}
