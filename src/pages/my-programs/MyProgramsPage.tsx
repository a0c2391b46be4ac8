import { Alert, Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { MyProgram } from '@core/checkout/myPrograms';
import { isProgramKind, KIND_LABEL_KEY } from '@core/rules/programLinks';
import { MemberPage } from '../../shared/MemberPage';
import { useGatewayQuery } from '../../shared/useGatewayQuery';

/** The Trainee menu's kompetensi page: the programs the learner's paid orders enrolled them in. */
export function MyProgramsPage() {
  return (
    <MemberPage resource="kompetensi" title="menu.kompetensi">
      {() => <MyProgramsList />}
    </MemberPage>
  );
}

function MyProgramsList() {
  const translate = useTranslate();
  const { data, error, isError } = useGatewayQuery(
    ['main', '/my-programs'],
    async (gateway) => (await gateway.main.get<Envelope<MyProgram[]>>('/my-programs')).data,
  );
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('menu.kompetensi')}
        </Typography>
        {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
        {data?.length === 0 && <Typography>{translate('myPrograms.empty')}</Typography>}
        {data && data.length > 0 && (
          <Table size="small" aria-label={translate('menu.kompetensi')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('myPrograms.title')}</TableCell>
                <TableCell>{translate('myPrograms.kind')}</TableCell>
                <TableCell>{translate('myPrograms.enrolledAt')}</TableCell>
                <TableCell>{translate('myPrograms.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((program) => (
                <TableRow key={program.id}>
                  <TableCell>{program.title}</TableCell>
                  <TableCell>{isProgramKind(program.kind) ? translate(KIND_LABEL_KEY[program.kind]) : program.kind}</TableCell>
                  <TableCell>{program.enrolledAt.slice(0, 10)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={program.status === 'active' ? 'success' : 'default'}
                      label={translate(`myPrograms.statuses.${program.status}`, { _: program.status })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
