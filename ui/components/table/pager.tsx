import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { PAGER_BOUNDARY } from '../../../core/shared/paging.ts';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';

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
  const t = useText(componentsText);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2 }}>
      <Typography variant="body2" role="status">
        {t('total', { total })}
      </Typography>
      <Pagination
        aria-label={t('pages')}
        page={page}
        count={pageCount}
        siblingCount={compact ? 1 : PAGER_BOUNDARY}
        boundaryCount={compact ? 0 : 1}
        showFirstButton
        showLastButton
        color="primary"
        size={compact ? 'small' : 'medium'}
        // MUI's own labels, in the current language ('Go to next page', 'page 3' for the current one).
        getItemAriaLabel={(type, p, selected) => {
          if (type === 'page') return selected ? t('page', { page: p ?? '' }) : t('goToPage', { page: p ?? '' });
          return t(type === 'first' ? 'firstPage' : type === 'last' ? 'lastPage' : type === 'next' ? 'nextPage' : 'previousPage');
        }}
        onChange={(_, p) => onPage(p)}
      />
    </Box>
  );
}
