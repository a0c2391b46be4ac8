import { Alert, Box, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { RegistrationView } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { useCertificationPost, useSetCertificationData } from './certificationApi';

/**
 * A step the reader takes on the registration at `path` (POST {path}/{step}): the page then shows the registration
 * the gateway answers; a refusal's message (its translated text) stays in `failure` until the next try.
 */
export function useRegistrationStep(path: string) {
  const post = useCertificationPost();
  const setView = useSetCertificationData<RegistrationView>(path);
  const [failure, setFailure] = useState<string | null>(null);

  async function send(step: string, body: unknown = {}) {
    setFailure(null);
    try {
      setView(await post<RegistrationView>(`${path}/${step}`, body));
    } catch (error) {
      setFailure(parseErrorMessage(error));
    }
  }

  return { send, failure, setFailure };
}

/** The step buttons in a row that wraps (or, with `stackOnPhone`, one under the other on a phone), a refusal below. */
export function StepButtons({ failure, stackOnPhone = false, children }: { failure: string | null; stackOnPhone?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ mt: 3 }}>
      <Stack direction={stackOnPhone ? { xs: 'column', sm: 'row' } : 'row'} spacing={2} flexWrap="wrap" useFlexGap>
        {children}
      </Stack>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
