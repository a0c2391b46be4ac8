import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScormOutlineItem } from '@core/learning/scorm';

/** The item's own "done" (scormCmi.ts's rule): passed, or completed and not failed. */
export const itemDone = (item: Pick<ScormOutlineItem, 'completion' | 'success'>) =>
  item.success === 'passed' || (item.completion === 'completed' && item.success !== 'failed');

/**
 * A multi-SCO package's organisation tree beside the lesson (as Moodle's SCORM player shows it): folders as headings,
 * each item with a page opens in the frame, the open one marked; SCOs show whether they are done.
 */
export function ScormOutline({ items, current, onOpen }: { items: readonly ScormOutlineItem[]; current: string; onOpen: (itemId: string) => void }) {
  const translate = useTranslate();
  return (
    <List
      dense
      component="nav"
      aria-label={translate('scorm.player.contents')}
      subheader={<ListSubheader disableSticky>{translate('scorm.player.contents')}</ListSubheader>}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
    >
      {items.map((item) => {
        const indent = 2 + item.level * 2;
        if (item.href === null)
          return (
            <ListItem key={item.id} sx={{ pl: indent }}>
              <Typography variant="subtitle2" component="span">
                {item.title}
              </Typography>
            </ListItem>
          );
        const done = itemDone(item);
        const state = item.sco ? translate(done ? 'scorm.player.itemDone' : 'scorm.player.itemNotDone') : translate('scorm.player.asset');
        return (
          <ListItem key={item.id} disablePadding>
            <ListItemButton
              selected={item.id === current}
              aria-current={item.id === current ? 'page' : undefined}
              onClick={() => onOpen(item.id)}
              sx={{ pl: indent }}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                {item.sco && done ? (
                  <CheckCircleIcon fontSize="small" color="success" titleAccess={state} />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" color="disabled" titleAccess={state} />
                )}
              </ListItemIcon>
              <ListItemText primary={item.title} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
