import { safeParse, type GenericSchema } from 'valibot';
import { partnerContractRequestSchema } from '../../api/schema/partner-contracts';

// The server's own field rules, run in the browser when the form is sent (loaded then: the validation library is not
// part of the form's first visit).

const entries = partnerContractRequestSchema.entries;
const problemOf = (schema: GenericSchema, value: unknown) => {
  const result = safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
};

export interface TypedFields {
  contractType: string | null;
  companyName: string;
  bankName: string | null;
  accountNumber: string;
}

/** The Korean problem of each field (undefined where it is fine). */
export const fieldProblems = (f: TypedFields) => ({
  contractType: problemOf(entries.contractType, f.contractType ?? undefined),
  companyName: problemOf(entries.companyName, f.companyName),
  bankName: problemOf(entries.bankName, f.bankName ?? ''),
  accountNumber: problemOf(entries.accountNumber, f.accountNumber),
});
