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
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  ExportButton,
  FilterButton,
  ListContextProvider,
  TopToolbar,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  useList,
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
import { formatDateTime } from '@core/format/dates';
import { useMember } from '../../shared/memberContext';
import { ResourceList } from '../../shared/ResourceList';
import { csvExporter } from '../../shared/csvExport';

/** The operator's orders (/api/main/admin-orders): every learner's, filtered by state; one order's history and actions. */
const stateChoices = ORDER_STATES.map((state) => ({ id: state, name: `transactions.states.${state}` }));
const providerChoices = [
  { id: 'manual-transfer', name: 'payments.providers.manual-transfer' },
  { id: 'sandbox', name: 'payments.providers.sandbox' },
];

/** A row of the list: the order and whether a proof of transfer waits for the operator. */
type OrderRow = OperatorOrderView & { proofWaiting?: boolean };

/** At most this many orders go into one export (read 100 a range: restDataProvider's readWide). */
const EXPORT_LIMIT = 10_000;

/** The CSV of the orders the filters match, headed in the page's language. */
function useOrdersExporter() {
  const translate = useTranslate();
  const { locale } = useMember();
  return csvExporter<OrderRow>(
    [
      { header: translate('invoice.date'), value: (order) => formatDateTime(order.createdAt, locale) },
      { header: translate('operator.learner'), value: (order) => order.learnerName },
      { header: translate('operator.email'), value: (order) => order.learnerEmail },
      { header: translate('operator.state'), value: (order) => translate(`transactions.states.${order.state}`) },
      { header: translate('operator.provider'), value: (order) => translate(`payments.providers.${order.paymentProvider}`) },
      { header: translate('operator.proofWaiting'), value: (order) => translate(order.proofWaiting ? 'ra.boolean.true' : 'ra.boolean.false') },
      { header: translate('cart.total'), value: (order) => order.total },
    ],
    translate('menu.adminOrders'),
  );
}

function NoOrders() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {translate('operator.ordersEmpty')}
    </Alert>
  );
}

const Col = DataTable.Col<OrderRow>;

/**
 * The operator's orders: the search, state, payment and proof filters and the page in the address (react-admin's own
 * sync), sortable by date and total (the two sorts the gateway offers), a CSV of the orders the filters match.
 */
export function OrdersList() {
  const exporter = useOrdersExporter();
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
      exporter={exporter}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton maxResults={EXPORT_LIMIT} />
        </TopToolbar>
      }
      empty={<NoOrders />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Col source="createdAt" label="invoice.date" sortByOrder="DESC" field={LocaleDateTimeField} />
        <Col source="learnerName" label="operator.learner" disableSort />
        <Col source="learnerEmail" label="operator.email" disableSort />
        <Col source="state" label="operator.state" disableSort>
          <SelectField source="state" choices={stateChoices} />
        </Col>
        <Col source="paymentProvider" label="operator.provider" disableSort>
          <SelectField source="paymentProvider" choices={providerChoices} />
        </Col>
        <Col source="proofWaiting" label="operator.proofWaiting" disableSort field={BooleanField} />
        <Col source="total" label="cart.total" align="right" sortByOrder="DESC" field={MoneyField} />
      </DataTable>
    </ResourceList>
  );
}

/** The date and time of a row (LocaleDateField with its time, as DataTable's `field` takes a component). */
function LocaleDateTimeField(props: { source: string }) {
  return <LocaleDateField {...props} showTime />;
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
        {/* Stays a table: the order's programs and their prices, label and value pairs of this one order. */}
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
          <OrderHistory order={order} />
        </Box>
      </CardContent>
    </Card>
  );
}

type OrderEvent = OperatorOrderView['events'][number] & { id: number };
const EventCol = DataTable.Col<OrderEvent>;

/**
 * The order's history as react-admin's DataTable over the order's own events (a handful: no paging), oldest first,
 * the date sortable either way.
 */
function OrderHistory({ order }: { order: OperatorOrderView }) {
  const translate = useTranslate();
  const { locale } = useMember();
  const list = useList<OrderEvent>({ data: order.events.map((event, index) => ({ ...event, id: index })), perPage: 1_000 });
  return (
    <ListContextProvider value={list}>
      <DataTable<OrderEvent> aria-labelledby="history-title" rowClick={false} bulkActionButtons={false}>
        <EventCol source="at" label="invoice.date" render={(event) => formatDateTime(event.at, locale)} />
        <EventCol
          label="operator.state"
          disableSort
          render={(event) => (event.action ? translate(`payments.actions.${event.action}`) : translate(`transactions.states.${event.to}`))}
        />
        <EventCol label="operator.notes" disableSort render={(event) => event.note ?? ''} />
      </DataTable>
    </ListContextProvider>
  );
}

export function OrderShow() {
  return (
    <Show title="menu.adminOrders" component="div">
      <OrderDetail />
    </Show>
  );
}
