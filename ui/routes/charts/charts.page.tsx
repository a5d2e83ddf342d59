import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { CHART_TITLES, chartTitle } from '../../../core/charts/chart-messages.ts';
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
  // The titles show the first child entity's name (spec 2 §2.12), as the server names it.
  const title = (t: string) => chartTitle(t, vm.daily?.firstChildName ?? undefined);
  const open = (chart: string) => (p: ChartPoint, name: string) => void vm.openSegment(p.segment, `${chart}: ${name}, ${p.x}`);
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Charts
      </Typography>
      {vm.error ? (
        <Alert severity="error" sx={{ mb: 2, color: '#b71c1c' }}>
          {vm.error}
        </Alert>
      ) : null}
      <Box component="form" aria-label="Chart dates" onSubmit={(e) => { e.preventDefault(); void vm.submit(); }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
        <DateField label="Starting date" value={vm.draft.startDate} onChange={vm.setStart} today={vm.todayDay} max={vm.todayDay} highlight={vm.draft} />
        <DateField label="Ending date" value={vm.draft.endDate} onChange={vm.setEnd} today={vm.todayDay} min={vm.draft.startDate} max={vm.todayDay} highlight={vm.draft} />
        <Button type="submit" variant="contained">Submit</Button>
        {vm.problem ? <FormHelperText error role="alert" sx={{ flexBasis: '100%', m: 0 }}>{vm.problem}</FormHelperText> : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {vm.daily ? (
          <>
            <ChartCard id="till-qc" title={title(CHART_TITLES.conversionTillQc)} xLabel="Date" series={tillQcSeries(vm.daily)} onSegment={open(CHART_TITLES.conversionTillQc)}>
              <StackedBars series={tillQcSeries(vm.daily)} xLabel="Date" yLabel="Cases" onSegment={open(CHART_TITLES.conversionTillQc)} />
            </ChartCard>
            <ChartCard id="percentage" title={title(CHART_TITLES.percentageWise)} xLabel="Conversion" series={percentageSeries(vm.daily)} onSegment={open(CHART_TITLES.percentageWise)}>
              <Bars series={percentageSeries(vm.daily)} xLabel="Conversion" yLabel="% of cases" onSegment={open(CHART_TITLES.percentageWise)} />
            </ChartCard>
            <ChartCard id="status-wise" title={title(CHART_TITLES.statusWiseCount)} xLabel="Date" series={statusSeries(vm.daily)} onSegment={open(CHART_TITLES.statusWiseCount)}>
              <Lines series={statusSeries(vm.daily)} xLabel="Date" yLabel="Appointments" onSegment={open(CHART_TITLES.statusWiseCount)} />
            </ChartCard>
          </>
        ) : null}
        {vm.today ? (
          <>
            <ChartCard id="today" title={title(CHART_TITLES.todaysConversion)} xLabel="Conversion" series={todaySeries(vm.today)} onSegment={open(CHART_TITLES.todaysConversion)}>
              <Pie series={todaySeries(vm.today)} onSegment={open(CHART_TITLES.todaysConversion)} />
            </ChartCard>
            <ChartCard id="hourly" title={title(CHART_TITLES.todaysHourly)} xLabel="Hour (India time)" series={hourlySeries(vm.today)} onSegment={open(CHART_TITLES.todaysHourly)}>
              <StackedBars series={hourlySeries(vm.today)} xLabel="Hour (India time)" yLabel="Cases" onSegment={open(CHART_TITLES.todaysHourly)} />
            </ChartCard>
          </>
        ) : null}
      </Box>
      <DetailTable vm={vm} />
    </Box>
  );
});
