import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { chartTitle } from '../../../core/charts/chart-messages.ts';
import { useText } from '../../i18n/define-text.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { ChartPoint, ChartSeries } from './chart-series.ts';
import { chartsText } from './charts.text.ts';

/**
 * One chart: its title, the drawing (hidden from screen readers, which read the table view
 * instead), and the table view, whose counts are buttons that open a segment's cases, so the
 * charts work from the keyboard too. The title is core's ("<first child's name> - <title>"), with
 * the name marked as data.
 */
export function ChartCard({ id, owner, title, xLabel, series, onSegment, children }: {
  id: string;
  owner?: string;
  title: string;
  xLabel: string;
  series: readonly ChartSeries[];
  onSegment: (point: ChartPoint, seriesName: string) => void;
  children: ReactNode;
}) {
  const t = useText(chartsText);
  const xs = series[0]?.points.map((p) => p.x) ?? [];
  const full = chartTitle(title, owner);
  const heading = owner && full.startsWith(owner) ? (
    <>
      <span translate="no">{owner}</span>
      {full.slice(owner.length)}
    </>
  ) : (
    full
  );
  return (
    <Paper component="figure" aria-labelledby={`${id}-title`} sx={{ m: 0, p: 2, minWidth: 0 }}>
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {heading}
      </Typography>
      <Box aria-hidden="true">{children}</Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600 }}>
          {t('tableView')}
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', fontSize: '0.875rem' }}>
            <caption style={{ textAlign: 'left' }}>{heading}</caption>
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
                  {/* Days and hours are data; conversions come already in the current language. */}
                  <th scope="row" translate="no" style={{ textAlign: 'left', paddingRight: 8 }}>{x}</th>
                  {series.map((s) => (
                    <td key={s.name}>
                      <Button size="small" onClick={() => onSegment(s.points[i], s.name)} aria-label={t('showCases', { series: s.name, x, y: formatNumber(s.points[i].y) })}>
                        {formatNumber(s.points[i].y)}
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
