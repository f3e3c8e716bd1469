export { SalesStatistic, type SalesStatisticProps } from './SalesStatistic';
