import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Alert, Box, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';

interface PdfViewerProps {
  url: string;
  title: string;
  /** The page to open at (where the learner left off). */
  startPage: number;
  /** Each page shown, with the document's page count. */
  onPage: (page: number, pageCount: number) => void;
}

/** pdf.js is loaded when a PDF is first opened (it is large), its worker from the build's own file. */
async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs.getDocument({ url }).promise;
}

/** A PDF page by page on a canvas that fits the width, with page navigation (buttons and the arrow keys). */
export function PdfViewer(props: PdfViewerProps) {
  // Another file is another viewer: its state starts afresh.
  return <PdfPages key={props.url} {...props} />;
}

function PdfPages({ url, title, startPage, onPage }: PdfViewerProps) {
  const translate = useTranslate();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const onPageRef = useRef(onPage);
  useEffect(() => {
    onPageRef.current = onPage;
  });

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    openPdf(url)
      .then((loaded) => {
        opened = loaded;
        if (cancelled) return void loaded.destroy();
        setPage(Math.min(Math.max(1, startPage), loaded.numPages));
        setPdf(loaded);
      })
      .catch((failure: unknown) => !cancelled && setError(parseErrorMessage(failure)));
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
    // The start page is read once per document: a report moving it must not reopen the file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  useEffect(() => {
    if (!pdf || !canvasRef.current) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    void pdf.getPage(page).then((pdfPage) => {
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const width = frameRef.current?.clientWidth ?? 800;
      const unscaled = pdfPage.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = pdfPage.getViewport({ scale: (width / unscaled.width) * ratio });
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      canvas.style.width = `${viewport.width / ratio}px`;
      task = pdfPage.render({ canvas, viewport });
      task.promise.catch(() => undefined);
    });
    onPageRef.current(page, pdf.numPages);
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page]);

  if (error) return <Alert severity="error">{translate('learner.player.loadError', { error })}</Alert>;
  const count = pdf?.numPages ?? 0;
  const go = (next: number) => setPage(Math.min(Math.max(1, next), count));
  return (
    <Box
      ref={frameRef}
      tabIndex={0}
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' || event.key === 'PageDown') go(page + 1);
        if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(page - 1);
      }}
      sx={{ outline: 'none', '&:focus-visible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` } }}
    >
      {!pdf && <LinearProgress aria-label={translate('learner.player.loading')} />}
      {pdf && (
        <Stack direction="row" alignItems="center" justifyContent="center" spacing={1} sx={{ mb: 1 }}>
          <IconButton onClick={() => go(page - 1)} disabled={page <= 1} aria-label={translate('learner.player.previousPage')}>
            <NavigateBeforeIcon />
          </IconButton>
          <Typography aria-live="polite">{translate('learner.player.page', { page, count })}</Typography>
          <IconButton onClick={() => go(page + 1)} disabled={page >= count} aria-label={translate('learner.player.nextPage')}>
            <NavigateNextIcon />
          </IconButton>
        </Stack>
      )}
      <canvas
        ref={canvasRef}
        style={{ maxWidth: '100%', display: pdf ? 'block' : 'none', margin: '0 auto', boxShadow: '0 1px 4px rgba(0,0,0,.2)' }}
      />
    </Box>
  );
}
