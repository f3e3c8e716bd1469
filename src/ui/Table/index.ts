export { Table, rowNumber, type TableProps, type TableColumn, type TableSort, type SortDirection } from './Table';
