import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChartPoint, ChartSeries } from './chart-series.ts';

/**
 * One chart: its title, the drawing (hidden from screen readers, which read the table view
 * instead), and the table view, whose counts are buttons that open a segment's cases, so the
 * charts work from the keyboard too.
 */
export function ChartCard({ id, title, xLabel, series, onSegment, children }: {
  id: string;
  title: string;
  xLabel: string;
  series: readonly ChartSeries[];
  onSegment: (point: ChartPoint, seriesName: string) => void;
  children: ReactNode;
}) {
  const xs = series[0]?.points.map((p) => p.x) ?? [];
  return (
    <Paper component="figure" aria-labelledby={`${id}-title`} sx={{ m: 0, p: 2, minWidth: 0 }}>
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box aria-hidden="true">{children}</Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600 }}>
          Table view
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', fontSize: '0.875rem' }}>
            <caption style={{ textAlign: 'left' }}>{title}</caption>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left', paddingRight: 8 }}>{xLabel}</th>
                {series.map((s) => (
                  <th key={s.name} scope="col" style={{ paddingRight: 8 }}>{s.name}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {xs.map((x, i) => (
                <tr key={x}>
                  <th scope="row" style={{ textAlign: 'left', paddingRight: 8 }}>{x}</th>
                  {series.map((s) => (
                    <td key={s.name}>
                      <Button size="small" onClick={() => onSegment(s.points[i], s.name)} aria-label={`${s.name}, ${x}: ${s.points[i].y}. Show the cases`}>
                        {s.points[i].y}
                      </Button>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      </Box>
    </Paper>
  );
}
