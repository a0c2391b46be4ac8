import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
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
    <MemberPage resource="result" title="learner.results.resultHeading">
      {() => (
        <Box sx={{ mt: 2 }}>
          <Typography component="h1" variant="h4" gutterBottom>
            {translate('learner.results.resultHeading')}
          </Typography>
          <Tabs value={vr ? 'vr' : 'test'} aria-label={translate('learner.results.resultHeading')} sx={{ mb: 2 }}>
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
