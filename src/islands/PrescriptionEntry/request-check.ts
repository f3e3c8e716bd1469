import { safeParse } from 'valibot';
import { prescriptionCreateSchema, prescriptionUpdateSchema } from '../../api/schema/prescriptions';
import type { PrescriptionCreateRequest, PrescriptionUpdateRequest } from '../../api/schema/prescriptions';

// The request schemas' checks (ids, month format and range) as the server runs them, before anything is sent. Loaded
// at the first submit, so the validation library is not part of the screen's first visit.

/** The first problem of a create request, or undefined. */
export function createProblem(request: PrescriptionCreateRequest): string | undefined {
  const parsed = safeParse(prescriptionCreateSchema, request);
  return parsed.success ? undefined : parsed.issues[0].message;
}

/** The first problem of an update request, or undefined. */
export function updateProblem(request: PrescriptionUpdateRequest): string | undefined {
  const parsed = safeParse(prescriptionUpdateSchema, request);
  return parsed.success ? undefined : parsed.issues[0].message;
}
