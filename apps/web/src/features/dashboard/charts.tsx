/**
 * The Home cards' charts (@mantine/charts with recharts, about 400 KB of code), a chunk of their
 * own: the cards paint their figures first and each chart arrives into a placeholder of its own
 * height (LazyChart), so nothing moves when it does (issue 26 §2).
 */
import { BarChart, type BarChartProps } from '@mantine/charts';
import '@mantine/charts/styles.css';

export function Chart(props: BarChartProps) {
  return <BarChart {...props} />;
}
