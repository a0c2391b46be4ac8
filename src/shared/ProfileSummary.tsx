import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Profile } from '@core/session/contract';

/** E-mail, role and e-mail status as a description list. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const rows: [label: string, value: string][] = [
    [translate('member.email'), profile.email],
    // The role's name in the page's language; a role the catalog does not know shows as the gateway names it.
    [translate('member.role'), translate(`member.roles.${profile.roleName}`, { _: profile.roleName })],
    [translate('member.emailStatus'), translate(profile.emailConfirmed ? 'member.emailConfirmed' : 'member.emailNotConfirmed')],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
