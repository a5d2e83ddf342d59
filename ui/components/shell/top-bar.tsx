import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { ON_NARROW_DESKTOP } from '../../app/theme.ts';
import { LogoMark } from '../icons/logo-mark.tsx';
import { MenuIcon } from '../icons/menu-icon.tsx';
import { SearchIcon } from '../icons/search-icon.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { ChildEntitySelect } from './child-entity-select.tsx';
import { SearchBox } from './search-box.tsx';
import { ServiceSelect } from './service-select.tsx';
import type { ShellViewModel } from './shell.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { shellText } from './shell.text.ts';

export const DRAWER_ID = 'app-drawer';

/**
 * The top bar. Every item stays on screen at any width: below 1200 px the search moves to a row of
 * its own and the pickers shrink; on a phone the search folds behind an icon and the pickers move
 * into the drawer.
 */
export const TopBar = observer(function TopBar({ vm, mobile }: { vm: ShellViewModel; mobile: boolean }) {
  const drawerOpen = mobile ? vm.mobileDrawerOpen : vm.desktopDrawerOpen;
  const t = useText(shellText);
  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Toolbar sx={{ gap: 1.5, flexWrap: 'wrap', rowGap: 1, [ON_NARROW_DESKTOP]: { py: 1 } }}>
        <IconButton edge="start" aria-label={t(drawerOpen ? 'closeMenu' : 'openMenu')} aria-expanded={drawerOpen} aria-controls={DRAWER_ID} onClick={() => vm.toggleDrawer(mobile)}>
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={vm.homePath}
          onClick={vm.resetForHome}
          underline="none"
          aria-label={t('home')}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 700, fontSize: '1.1rem', color: 'primary.main', whiteSpace: 'nowrap' }}
        >
          <LogoMark size="2rem" />
          {mobile ? null : <span>{t('brand')}</span>}
        </Link>
        {mobile ? null : (
          <Box sx={{ [ON_NARROW_DESKTOP]: { order: 1, flexBasis: '100%', '& [role=search]': { width: '100%' } } }}>
            <SearchBox vm={vm} />
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        {mobile ? (
          <IconButton aria-label={t(vm.mobileSearchOpen ? 'hideSearch' : 'showSearch')} aria-expanded={vm.mobileSearchOpen} onClick={vm.toggleMobileSearch}>
            <SearchIcon />
          </IconButton>
        ) : (
          <>
            <ServiceSelect vm={vm} />
            <ChildEntitySelect vm={vm} />
          </>
        )}
        <ProfileMenu vm={vm} />
      </Toolbar>
      {mobile && vm.mobileSearchOpen ? (
        <Box sx={{ px: 2, pb: 1.5 }}>
          <SearchBox vm={vm} fullWidth />
        </Box>
      ) : null}
    </AppBar>
  );
});
