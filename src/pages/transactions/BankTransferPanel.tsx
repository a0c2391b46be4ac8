import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { canSendProof, PROOF_TYPES } from '@core/checkout/payment';
import type { OrderView, PaymentStart } from '@core/checkout/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { megabytes } from '@core/rules/limits';
import { formatIdr } from '@core/format/currency';
import { useMember } from '../../shared/memberContext';
import { useDocumentLimit } from '../../shared/useDocumentLimit';

type BankTransfer = Extract<PaymentStart, { kind: 'bank-transfer' }>;

/**
 * A manual-transfer order's payment: the bank account and amount to transfer, the proofs sent with their review,
 * and (while nothing waits for the operator) the upload of a proof: POST /order/{id}/payment-proof, the file as the body.
 */
export function BankTransferPanel({ order, onSent }: { order: OrderView; onSent: () => void }) {
  const translate = useTranslate();
  const { gateway } = useMember();
  const limit = useDocumentLimit();
  const chooser = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const payment = order.payment?.kind === 'bank-transfer' ? (order.payment as BankTransfer) : null;
  const latest = order.proofs[0];

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    if (!(PROOF_TYPES as readonly string[]).includes(file.type)) return setMessage({ tone: 'error', text: translate('payments.proofType') });
    if (limit !== undefined && file.size > limit)
      return setMessage({ tone: 'error', text: translate('payments.proofTooLarge', { limit: megabytes(limit) }) });
    setUploading(true);
    setMessage(null);
    try {
      await gateway.main.post(`/order/${encodeURIComponent(order.id)}/payment-proof`, file);
      setMessage({ tone: 'success', text: translate('payments.proofSent') });
      onSent();
    } catch (error) {
      setMessage({ tone: 'error', text: parseErrorMessage(error) });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="transfer-title" sx={{ my: 2 }}>
      {payment && (
        <>
          <Typography id="transfer-title" component="h2" variant="h6">
            {translate('payments.instructionsTitle')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{translate('payments.instructions', { amount: formatIdr(payment.amount) })}</Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            <dt>{translate('payments.bankName')}</dt>
            <dd>{payment.account.bankName}</dd>
            <dt>{translate('payments.accountNumber')}</dt>
            <dd>{payment.account.accountNumber}</dd>
            <dt>{translate('payments.accountHolder')}</dt>
            <dd>{payment.account.accountHolder}</dd>
            <dt>{translate('payments.reference')}</dt>
            <dd>{payment.reference}</dd>
          </Box>
        </>
      )}
      {!payment && (
        <Typography id="transfer-title" component="h2" variant="h6">
          {translate('operator.proofs')}
        </Typography>
      )}
      {latest && (
        <Chip
          sx={{ my: 1 }}
          color={latest.status === 'rejected' ? 'error' : latest.status === 'accepted' ? 'success' : 'default'}
          label={translate(`payments.proofStatus.${latest.status}`, { reason: latest.reason ?? '' })}
        />
      )}
      {canSendProof(order) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mt: 1 }}>
          <Button
            variant="contained"
            startIcon={<UploadIcon />}
            onClick={() => chooser.current?.click()}
            loading={uploading}
            aria-describedby={helpId}
          >
            {translate('payments.upload')}
          </Button>
          <Typography id={helpId} variant="body2" color="text.secondary">
            {translate('payments.proofLabel', { limit: limit === undefined ? '…' : megabytes(limit) })}
          </Typography>
          <input
            ref={chooser}
            type="file"
            accept={PROOF_TYPES.join(',')}
            onChange={(event) => void choose(event)}
            hidden
            aria-label={translate('payments.upload')}
          />
        </Stack>
      )}
      {message && (
        <Alert severity={message.tone} sx={{ mt: 1 }} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
    </Box>
  );
}
