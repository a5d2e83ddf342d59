import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ExpandLessIcon } from '../icons/expand-less-icon.tsx';
import { ExpandMoreIcon } from '../icons/expand-more-icon.tsx';
import { InfoIcon } from '../icons/info-icon.tsx';
import { OpenInNewIcon } from '../icons/open-in-new-icon.tsx';
import type { DrawerGroup, DrawerItem } from './drawer-links.ts';
import { ChildEntitySelect } from './child-entity-select.tsx';
import { ServiceSelect } from './service-select.tsx';
import type { ShellViewModel } from './shell.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { shellText } from './shell.text.ts';

const itemSx = { pl: 4, '&.active': { bgcolor: 'action.selected', fontWeight: 700, borderLeft: '4px solid', borderColor: 'primary.main' } };

const DrawerEntry = observer(function DrawerEntry({ item, vm, onNavigate }: { item: DrawerItem; vm: ShellViewModel; onNavigate: () => void }) {
  const t = useText(shellText);
  let button;
  if (item.kind === 'route') {
    button = (
      <ListItemButton component={NavLink} to={item.to} end onClick={onNavigate} sx={itemSx}>
        <ListItemText primary={item.label} />
      </ListItemButton>
    );
  } else if (item.kind === 'external') {
    button = (
      <ListItemButton component="a" href={item.href} target="_blank" rel="noopener noreferrer" sx={itemSx}>
        <ListItemText primary={item.label} />
        <OpenInNewIcon size="1rem" />
        <span className="visually-hidden">{t('opensInNewTab')}</span>
      </ListItemButton>
    );
  } else {
    button = (
      <ListItemButton onClick={vm.openHowToUse} sx={itemSx}>
        <ListItemText primary={item.label} />
      </ListItemButton>
    );
  }
  return <ListItem disablePadding>{button}</ListItem>;
});

const DrawerSection = observer(function DrawerSection({ group, vm, onNavigate }: { group: DrawerGroup; vm: ShellViewModel; onNavigate: () => void }) {
  const listId = useId();
  const open = vm.isGroupOpen(group.id);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => vm.toggleGroup(group.id)} aria-expanded={open} aria-controls={open ? listId : undefined}>
        <ListItemText primary={group.title} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List id={listId} disablePadding>
          {group.items.map((item) => (
            <DrawerEntry key={`${item.kind}-${item.label}`} item={item} vm={vm} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
});

/** The drawer: entity name with its address tooltip and provider id, then the link groups. */
export const DrawerContent = observer(function DrawerContent({ vm, mobile }: { vm: ShellViewModel; mobile: boolean }) {
  const t = useText(shellText);
  const onNavigate = () => {
    if (mobile) vm.closeMobileDrawer();
  };
  return (
    <Box sx={{ width: 272, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap title={vm.entityName} translate="no">
            {vm.entityName}
          </Typography>
          <Tooltip title={vm.addressTooltip} describeChild>
            {/* The tooltip's title is the entity's address: data, not a text of the portal. */}
            <IconButton size="small" aria-label={t('address')} translate="no">
              <InfoIcon size="1.25rem" />
            </IconButton>
          </Tooltip>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('providerId', { id: vm.providerId })}
        </Typography>
        {mobile ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
            <ServiceSelect vm={vm} fullWidth />
            {vm.childPicker ? <ChildEntitySelect vm={vm} fullWidth /> : null}
          </Box>
        ) : null}
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('main')}>
        <List disablePadding>
          {vm.drawerGroups.map((group) => (
            <DrawerSection key={group.id} group={group} vm={vm} onNavigate={onNavigate} />
          ))}
        </List>
      </Box>
    </Box>
  );
});
