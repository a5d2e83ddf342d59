import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { PAGER_BOUNDARY } from '../../../core/shared/paging.ts';

export interface PagerProps {
  page: number;
  pageCount: number;
  /** The total as shown ('42', or '10000+' when the server stopped counting). */
  total: string;
  onPage: (page: number) => void;
  compact?: boolean;
}

/** Pages with first and last buttons and the total count (spec 1 §2, §9: boundary 4). */
export function Pager({ page, pageCount, total, onPage, compact }: PagerProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2 }}>
      <Typography variant="body2" role="status">
        Total: {total}
      </Typography>
      <Pagination
        aria-label="Pages"
        page={page}
        count={pageCount}
        siblingCount={compact ? 1 : PAGER_BOUNDARY}
        boundaryCount={compact ? 0 : 1}
        showFirstButton
        showLastButton
        color="primary"
        size={compact ? 'small' : 'medium'}
        onChange={(_, p) => onPage(p)}
      />
    </Box>
  );
}
