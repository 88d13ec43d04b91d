import type { LenderOrganization } from './lender.ts';
import type { PlannedPerson, Ref } from './types.ts';

/** What later generators (amendments, tasks, documents, mandates) need to know of a planned contract. */
export interface PlannedContract {
  key: Ref;
  status: string;
  name: string;
  type: string;
  client: PlannedPerson;
  partner?: PlannedPerson;
  /** The GUARANTOR entry's person (the director or the holding), for large company contracts. */
  guarantor?: Ref;
  sales: PlannedPerson;
  org: LenderOrganization;
  startDate: string;
  signatureDate?: string;
  duration: number;
  rate: number;
  financed: number;
  residual: number;
  assets: { key: Ref; name: string }[];
}
