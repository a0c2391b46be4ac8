import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputBase } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { memberSearchUrl } from '@core/rules/search';
import { useMember } from '../../shared/memberContext';
import { useMemberProfile } from '../../shared/useMemberProfile';

/**
 * SPEC 2's header search: Enter or the button opens the public site's search (or, for a Job Seeker, the job
 * vacancies) with a full page load, since those pages belong to the public site, not to this app. Phones have no
 * room for it in the app bar: there it sits at the top of the menu drawer instead (`inDrawer`).
 */
export function MemberSearch({ inDrawer = false }: { inDrawer?: boolean }) {
  const translate = useTranslate();
  const { locale } = useMember();
  const { profile } = useMemberProfile();
  const [keyword, setKeyword] = useState('');
  const inputId = useId();
  const label = translate(profile?.roleName === 'Job Seeker' ? 'memberArea.searchJobsLabel' : 'memberArea.searchLabel');
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = keyword.trim();
        if (trimmed) window.location.assign(memberSearchUrl(profile?.roleName, trimmed, locale));
      }}
      sx={{
        display: inDrawer ? { xs: 'flex', sm: 'none' } : { xs: 'none', sm: 'flex' },
        alignItems: 'center',
        // Darker than the app bar, so its white text keeps AA contrast.
        bgcolor: inDrawer ? 'action.hover' : 'rgba(0, 0, 0, 0.25)',
        borderRadius: 1,
        px: 1,
        mx: 1,
        my: inDrawer ? 1 : 0,
      }}
    >
      <InputBase
        id={inputId}
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={label}
        inputProps={{ 'aria-label': label }}
        sx={{ color: 'inherit', flexGrow: 1, width: { sm: 160, md: 220 }, '& ::placeholder': { color: 'inherit', opacity: 1 } }}
      />
      <IconButton type="submit" color="inherit" size="small" aria-label={translate('memberArea.search')}>
        <SearchIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
