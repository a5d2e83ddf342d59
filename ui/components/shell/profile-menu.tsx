import { useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ShellViewModel } from './shell.view-model.ts';

/** The avatar (first letter of the first name) and its menu: Reset password (with RESET_PASSWORD) and Sign out. */
export const ProfileMenu = observer(function ProfileMenu({ vm }: { vm: ShellViewModel }) {
  const anchor = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        ref={anchor}
        onClick={vm.openProfileMenu}
        aria-label={`Profile menu for ${vm.fullName || 'you'}`}
        aria-haspopup="menu"
        aria-controls={vm.profileMenuOpen ? menuId : undefined}
        aria-expanded={vm.profileMenuOpen}
      >
        <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36 }}>{vm.initial}</Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor.current}
        open={vm.profileMenuOpen}
        onClose={vm.closeProfileMenu}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {vm.canResetPassword ? <MenuItem onClick={() => void vm.resetPassword()}>Reset password</MenuItem> : null}
        <MenuItem onClick={() => void vm.signOut()}>Sign out</MenuItem>
      </Menu>
    </>
  );
});
