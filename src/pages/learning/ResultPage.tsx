import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { MemberPage } from '../../shared/MemberPage';
import { QuizResultsList } from './QuizResultsList';
import { VrResultList } from './VrResultList';

/** result (SPEC 2, a learner's page without a menu item): result/test my quiz results, result/vr my VR results. */
export function ResultPage() {
  const translate = useTranslate();
  const base = useBasename();
  const vr = /\/result\/vr\/?$/.test(useLocation().pathname);
  return (
    <MemberPage resource="result" title={vr ? 'learner.results.vrHeading' : 'learner.results.testHeading'}>
      {() => (
        <Box sx={{ mt: 2 }}>
          <Tabs value={vr ? 'vr' : 'test'} aria-label={translate('learner.results.testHeading')} sx={{ mb: 2 }}>
            <Tab value="test" label={translate('learner.results.testHeading')} component={Link} to={`${base}/result/test`} />
            <Tab value="vr" label={translate('learner.results.vrHeading')} component={Link} to={`${base}/result/vr`} />
          </Tabs>
          <Card>
            <CardContent>{vr ? <VrResultList /> : <QuizResultsList heading="learner.results.testHeading" linkAttempts={false} />}</CardContent>
          </Card>
        </Box>
      )}
    </MemberPage>
  );
}
