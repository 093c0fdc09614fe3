/**
 * A Home card's chart, loaded after the card's figures have painted (charts.tsx): until it
 * arrives, an empty box of the chart's height holds its place, so the card does not grow.
 */

import type { BarChartProps } from '@mantine/charts';
import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Chart = lazy(async () => ({ default: (await import('./charts')).Chart }));

export function LazyChart(props: BarChartProps & { h: number }) {
  return (
    <Suspense fallback={<Box h={props.h} data-chart-placeholder />}>
      <Chart {...props} />
    </Suspense>
  );
}
