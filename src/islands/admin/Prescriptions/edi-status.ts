import type { PrescriptionStatus } from '../../../api/enums';

/** The badge tone of an EDI record's status, the same in the queue and on the record (its own module so the record
 * page does not load the queue). */
export const ediStatusTone: Record<PrescriptionStatus, 'warning' | 'info' | 'success'> = {
  PENDING: 'warning',
  IN_PROGRESS: 'info',
  COMPLETED: 'success',
};
