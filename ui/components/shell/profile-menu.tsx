import { useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useText } from '../../i18n/define-text.ts';
import type { ShellViewModel } from './shell.view-model.ts';
import { shellText } from './shell.text.ts';

/**
 * The avatar (first letter of the first name) and its menu: Reset password (with RESET_PASSWORD),
 * the Language switch (each language named in itself) and Sign out.
 */
export const ProfileMenu = observer(function ProfileMenu({ vm }: { vm: ShellViewModel }) {
  const t = useText(shellText);
  const anchor = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const languageId = useId();
  const language = vm.language;
  return (
    <>
      <IconButton
        ref={anchor}
        onClick={vm.openProfileMenu}
        aria-label={t('profileMenuFor', { name: vm.fullName || t('you') })}
        aria-haspopup="menu"
        aria-controls={vm.profileMenuOpen ? menuId : undefined}
        aria-expanded={vm.profileMenuOpen}
      >
        <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36 }} translate="no">
          {vm.initial}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor.current}
        open={vm.profileMenuOpen}
        onClose={vm.closeProfileMenu}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {vm.canResetPassword ? <MenuItem onClick={() => void vm.resetPassword()}>{t('resetPassword')}</MenuItem> : null}
        <Divider component="li" role="separator" />
        <ListSubheader id={languageId} role="presentation" sx={{ lineHeight: '32px' }}>
          {t('language')}
        </ListSubheader>
        {language.options.map((option) => (
          <MenuItem
            key={option.code}
            role="menuitemradio"
            aria-checked={language.language === option.code}
            selected={language.language === option.code}
            lang={option.code}
            translate="no"
            onClick={() => {
              vm.closeProfileMenu();
              language.choose(option.code);
            }}
          >
            {option.name}
          </MenuItem>
        ))}
        <Divider component="li" role="separator" />
        <MenuItem onClick={() => void vm.signOut()}>{t('signOut')}</MenuItem>
      </Menu>
    </>
  );
});
