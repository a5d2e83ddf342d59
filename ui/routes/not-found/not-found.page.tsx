import Box from '@mui/material/Box';
import { MuiTheme } from '../../app/mui-theme.tsx';
import { NotFoundView } from './not-found.view.tsx';

/** Route entry for any other path: a page of its own, outside the shell. */
export default function NotFoundPage() {
  return (
    <MuiTheme baseline>
      <Box component="main">
        <NotFoundView />
      </Box>
    </MuiTheme>
  );
}
