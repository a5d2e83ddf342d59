import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { CHART_TITLES } from '../../../core/charts/chart-messages.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { chartsText } from './charts.text.ts';
import './charts.core-text.ts';
import { DateField } from '../../components/calendar/date-field.tsx';
import { ChartsTokens } from '../../di/charts.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { ChartCard } from './chart-card.tsx';
import { hourlySeries, percentageSeries, statusSeries, tillQcSeries, todaySeries, type ChartPoint } from './chart-series.ts';
import { Bars, Lines, Pie, StackedBars } from './charts-drawings.tsx';
import type { ChartsViewModel } from './charts.view-model.ts';
import { DetailTable } from './detail-table.tsx';

/** /{role}/charts: the five e-sales charts of spec 2 §2.12 and a clicked segment's cases. */
export default function ChartsPage() {
  return <WithViewModel id={ChartsTokens.viewModel}>{(vm: ChartsViewModel) => <ChartsScreen vm={vm} />}</WithViewModel>;
}

export const ChartsScreen = observer(function ChartsScreen({ vm }: { vm: ChartsViewModel }) {
  useEffect(() => {
    void vm.start();
    return vm.followChoice();
  }, [vm]);
  const t = useText(chartsText);
  const tc = useCoreText();
  // The titles show the first child entity's name (spec 2 §2.12), as the server names it.
  const owner = vm.daily?.firstChildName ?? undefined;
  const open = (chart: string) => (p: ChartPoint, name: string) => void vm.openSegment(p.segment, t('segment', { chart: tc(chart), series: name, x: p.x }));
  const card = (chart: string) => ({ owner, title: tc(chart), onSegment: open(chart) });
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('title')}
      </Typography>
      {vm.error ? (
        <Alert severity="error" sx={{ mb: 2, color: '#b71c1c' }}>
          {tc(vm.error)}
        </Alert>
      ) : null}
      <Box component="form" aria-label={t('chartDates')} onSubmit={(e) => { e.preventDefault(); void vm.submit(); }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
        <DateField label={t('startingDate')} value={vm.draft.startDate} onChange={vm.setStart} today={vm.todayDay} max={vm.todayDay} highlight={vm.draft}
          onTypedProblem={(problem) => vm.typed.report('start', problem)} />
        <DateField label={t('endingDate')} value={vm.draft.endDate} onChange={vm.setEnd} today={vm.todayDay} min={vm.draft.startDate} max={vm.todayDay} highlight={vm.draft}
          onTypedProblem={(problem) => vm.typed.report('end', problem)} />
        <Button type="submit" variant="contained">{t('submit')}</Button>
        {vm.problem ? <FormHelperText error role="alert" sx={{ flexBasis: '100%', m: 0 }}>{tc(vm.problem)}</FormHelperText> : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {vm.daily ? (
          <>
            <ChartCard id="till-qc" {...card(CHART_TITLES.conversionTillQc)} xLabel={t('date')} series={tillQcSeries(vm.daily)}>
              <StackedBars series={tillQcSeries(vm.daily)} xLabel={t('date')} yLabel={t('cases')} onSegment={open(CHART_TITLES.conversionTillQc)} />
            </ChartCard>
            <ChartCard id="percentage" {...card(CHART_TITLES.percentageWise)} xLabel={t('conversion')} series={percentageSeries(vm.daily)}>
              <Bars series={percentageSeries(vm.daily)} xLabel={t('conversion')} yLabel={t('shareOfCases')} onSegment={open(CHART_TITLES.percentageWise)} />
            </ChartCard>
            <ChartCard id="status-wise" {...card(CHART_TITLES.statusWiseCount)} xLabel={t('date')} series={statusSeries(vm.daily)}>
              <Lines series={statusSeries(vm.daily)} xLabel={t('date')} yLabel={t('appointments')} onSegment={open(CHART_TITLES.statusWiseCount)} />
            </ChartCard>
          </>
        ) : null}
        {vm.today ? (
          <>
            <ChartCard id="today" {...card(CHART_TITLES.todaysConversion)} xLabel={t('conversion')} series={todaySeries(vm.today)}>
              <Pie series={todaySeries(vm.today)} onSegment={open(CHART_TITLES.todaysConversion)} />
            </ChartCard>
            <ChartCard id="hourly" {...card(CHART_TITLES.todaysHourly)} xLabel={t('hour')} series={hourlySeries(vm.today)}>
              <StackedBars series={hourlySeries(vm.today)} xLabel={t('hour')} yLabel={t('cases')} onSegment={open(CHART_TITLES.todaysHourly)} />
            </ChartCard>
          </>
        ) : null}
      </Box>
      <DetailTable vm={vm} />
    </Box>
  );
});
