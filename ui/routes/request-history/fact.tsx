import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A term and its value inside a description list (dl); a term or value that is data is marked translate="no". */
export function Fact({ term, children, termIsData, valueIsData }: { term: string; children: ReactNode; termIsData?: boolean; valueIsData?: boolean }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography component="dt" translate={termIsData ? 'no' : undefined} variant="caption" sx={{ color: 'text.secondary', fontWeight: 600, display: 'block' }}>
        {term}
      </Typography>
      <Typography component="dd" translate={valueIsData ? 'no' : undefined} variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
