import { Suspense, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_QUERY } from '../../app/theme.ts';
import { AppTokens } from '../../di/app.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { DrawerContent } from './drawer-content.tsx';
import { useHeadingFocusOnNavigation } from './heading-focus.ts';
import { HowToUseDialog } from './how-to-use-dialog.tsx';
import type { ShellViewModel } from './shell.view-model.ts';
import { DRAWER_ID, TopBar } from './top-bar.tsx';
import { useText } from '../../i18n/define-text.ts';
import { shellText } from './shell.text.ts';

/** The layout of every signed-in screen: skip link, top bar, drawer (persistent on desktop, temporary on mobile) and the screen. */
export default function ShellView() {
  return <WithViewModel id={AppTokens.shellViewModel}>{(vm: ShellViewModel) => <Shell vm={vm} />}</WithViewModel>;
}

const Shell = observer(function Shell({ vm }: { vm: ShellViewModel }) {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const t = useText(shellText);
  const main = useRef<HTMLElement>(null);
  useHeadingFocusOnNavigation(main);
  useEffect(() => {
    void vm.start();
  }, [vm]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main-content">
        {t('skipToMain')}
      </a>
      <TopBar vm={vm} mobile={mobile} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {mobile ? (
          <Drawer id={DRAWER_ID} variant="temporary" open={vm.mobileDrawerOpen} onClose={vm.closeMobileDrawer} slotProps={{ paper: { 'aria-label': t('menu') } as object }}>
            <DrawerContent vm={vm} mobile />
          </Drawer>
        ) : vm.desktopDrawerOpen ? (
          <Box id={DRAWER_ID} component="aside" aria-label={t('menu')} sx={{ borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper', flexShrink: 0 }}>
            <DrawerContent vm={vm} mobile={false} />
          </Box>
        ) : null}
        <Box ref={main} component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 }, outline: 'none' }}>
          <Suspense fallback={null}>
            {/* A new key after the logo is used starts the screen afresh: first page, no search. */}
            <Outlet key={vm.homeVisits} />
          </Suspense>
        </Box>
      </Box>
      <HowToUseDialog vm={vm} />
    </Box>
  );
});
