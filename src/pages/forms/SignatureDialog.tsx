import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslate } from 'react-admin';

type Props = { title: string; defaultName: string; onCancel: () => void; onSign: (kind: 'drawn' | 'typed', value: string) => void };

/** A typed name or a drawn signature (a PNG of the pad); either is stored with the signer's identity and time. */
export function SignatureDialog({ title, defaultName, onCancel, onSign }: Props) {
  const translate = useTranslate();
  const [kind, setKind] = useState<'drawn' | 'typed'>('typed');
  const [name, setName] = useState(defaultName);
  const [drawn, setDrawn] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top] as const;
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    drawing.current = true;
    context.lineWidth = 2;
    context.beginPath();
    context.moveTo(...point(event));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!drawing.current || !context) return;
    context.lineTo(...point(event));
    context.stroke();
    setDrawn(true);
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, canvas.current.width, canvas.current.height);
    setDrawn(false);
  };
  const ready = kind === 'typed' ? name.trim().length > 0 : drawn;

  return (
    <Dialog open onClose={onCancel} aria-labelledby="signature-title">
      <DialogTitle id="signature-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ToggleButtonGroup exclusive value={kind} onChange={(_, value: 'drawn' | 'typed' | null) => value && setKind(value)} size="small">
            <ToggleButton value="typed">{translate('forms.signTyped')}</ToggleButton>
            <ToggleButton value="drawn">{translate('forms.signDrawn')}</ToggleButton>
          </ToggleButtonGroup>
          {kind === 'typed' ? (
            <TextField label={translate('forms.signatureName')} value={name} onChange={(event) => setName(event.target.value)} autoFocus />
          ) : (
            <Stack spacing={1} alignItems="flex-start">
              <canvas
                ref={canvas}
                width={400}
                height={150}
                role="img"
                aria-label={translate('forms.signaturePad')}
                style={{ border: '1px solid #888', touchAction: 'none', maxWidth: '100%' }}
                onPointerDown={start}
                onPointerMove={move}
                onPointerUp={() => (drawing.current = false)}
                onPointerLeave={() => (drawing.current = false)}
              />
              <Button onClick={clear}>{translate('forms.clearSignature')}</Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ready}
          onClick={() => onSign(kind, kind === 'typed' ? name.trim() : (canvas.current?.toDataURL('image/png') ?? ''))}
        >
          {translate('forms.sign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
