import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivityPosition } from '@core/learning/completion';
import { PdfViewer } from './PdfViewer';
import type { MediaTicketAnswer } from './useMediaUrl';

/** Slides: their PDF rendering in the PDF viewer when the gateway made one, and always the download. */
export function PptxViewer({
  media,
  title,
  startPage,
  track,
}: {
  media: MediaTicketAnswer;
  title: string;
  startPage: number;
  track: (position: ActivityPosition, now?: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      {media.pdfUrl ? (
        <PdfViewer
          url={media.pdfUrl}
          title={title}
          startPage={startPage}
          onPage={(page, pageCount) => track({ page, pageCount }, page === pageCount)}
        />
      ) : (
        <Alert severity="info">{translate('learner.player.pptxNoPdf')}</Alert>
      )}
      <div>
        <Button variant={media.pdfUrl ? 'text' : 'contained'} href={media.url} download onClick={() => track({ opened: true }, true)}>
          {translate('learner.player.download')}
        </Button>
      </div>
    </Stack>
  );
}
