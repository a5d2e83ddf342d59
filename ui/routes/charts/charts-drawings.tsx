import { VictoryAxis, VictoryBar, VictoryChart, VictoryGroup, VictoryLegend, VictoryLine, VictoryPie, VictoryScatter, VictoryStack } from 'victory';
import type { ChartPoint, ChartSeries } from './chart-series.ts';
import { PIE_COLOURS } from './chart-series.ts';
import { formatNumber } from '../../i18n/format.ts';

type OnSegment = (point: ChartPoint, seriesName: string) => void;

/** A click on a drawn point opens its segment (the datum carries it). */
const clickOpens = (onSegment: OnSegment, seriesName: string) => [
  {
    target: 'data' as const,
    eventHandlers: {
      onClick: (_e: unknown, props: { datum?: ChartPoint }) => {
        if (props.datum) onSegment(props.datum, seriesName);
        return [];
      },
    },
  },
];

const AXIS_STYLE = { tickLabels: { fontSize: 9, fill: '#212121' }, axisLabel: { fontSize: 10, padding: 30, fill: '#212121' } };
/** Counts on the value axis and on the bars read as the rest of the portal writes numbers. */
const count = (value: number) => formatNumber(value);
const legendOf = (series: readonly ChartSeries[]) => series.map((s) => ({ name: s.name, symbol: { fill: s.color } }));

function Legend({ series }: { series: readonly ChartSeries[] }) {
  return <VictoryLegend x={40} y={0} orientation="horizontal" itemsPerRow={4} gutter={12} style={{ labels: { fontSize: 9, fill: '#212121' } }} data={legendOf(series)} />;
}

/** Stacked bars, one stack per x (days or hours), one colour per series. */
export function StackedBars({ series, xLabel, yLabel, onSegment }: { series: readonly ChartSeries[]; xLabel: string; yLabel: string; onSegment: OnSegment }) {
  return (
    <VictoryChart domainPadding={{ x: 10 }} padding={{ top: 40, bottom: 50, left: 50, right: 20 }} height={260}>
      <Legend series={series} />
      <VictoryAxis label={xLabel} style={AXIS_STYLE} fixLabelOverlap />
      <VictoryAxis dependentAxis label={yLabel} style={AXIS_STYLE} tickFormat={count} />
      <VictoryStack>
        {series.map((s) => (
          <VictoryBar key={s.name} data={s.points} style={{ data: { fill: s.color, cursor: 'pointer' } }} events={clickOpens(onSegment, s.name)} />
        ))}
      </VictoryStack>
    </VictoryChart>
  );
}

/** Plain bars of one series. */
export function Bars({ series, xLabel, yLabel, onSegment }: { series: readonly ChartSeries[]; xLabel: string; yLabel: string; onSegment: OnSegment }) {
  const [s] = series;
  return (
    <VictoryChart domainPadding={{ x: 40 }} padding={{ top: 20, bottom: 50, left: 50, right: 20 }} height={240}>
      <VictoryAxis label={xLabel} style={AXIS_STYLE} />
      <VictoryAxis dependentAxis label={yLabel} style={AXIS_STYLE} tickFormat={count} />
      <VictoryBar data={s.points} labels={({ datum }: { datum: ChartPoint }) => count(datum.y)} style={{ data: { fill: s.color, cursor: 'pointer' }, labels: { fontSize: 9 } }} events={clickOpens(onSegment, s.name)} />
    </VictoryChart>
  );
}

/** One line per series, with points to click. */
export function Lines({ series, xLabel, yLabel, onSegment }: { series: readonly ChartSeries[]; xLabel: string; yLabel: string; onSegment: OnSegment }) {
  return (
    <VictoryChart padding={{ top: 50, bottom: 50, left: 50, right: 20 }} height={280}>
      <Legend series={series} />
      <VictoryAxis label={xLabel} style={AXIS_STYLE} fixLabelOverlap />
      <VictoryAxis dependentAxis label={yLabel} style={AXIS_STYLE} tickFormat={count} />
      {series.map((s) => (
        <VictoryGroup key={s.name} data={s.points}>
          <VictoryLine style={{ data: { stroke: s.color, strokeWidth: 2 } }} />
          <VictoryScatter size={3} style={{ data: { fill: s.color, cursor: 'pointer' } }} events={clickOpens(onSegment, s.name)} />
        </VictoryGroup>
      ))}
    </VictoryChart>
  );
}

/** A pie of one series' points. */
export function Pie({ series, onSegment }: { series: readonly ChartSeries[]; onSegment: OnSegment }) {
  const [s] = series;
  const data = s.points.filter((p) => p.y > 0);
  return (
    <svg viewBox="0 0 300 260" role="presentation" style={{ width: '100%', height: 'auto' }}>
      <VictoryPie standalone={false} width={300} height={260} data={data} colorScale={PIE_COLOURS} innerRadius={0}
        labels={({ datum }: { datum: ChartPoint }) => `${datum.x}: ${count(datum.y)}`} style={{ labels: { fontSize: 10, fill: '#212121' }, data: { cursor: 'pointer' } }}
        events={clickOpens(onSegment, s.name)} />
    </svg>
  );
}
