import Box from '@mui/material/Box';
import { NotFoundView } from './not-found.view.tsx';

/** Route entry for any other path: a page of its own, outside the shell. */
export default function NotFoundPage() {
  return (
    <Box component="main">
      <NotFoundView />
    </Box>
  );
}
