export { DealerManager, type DealerManagerProps } from './DealerManager';
