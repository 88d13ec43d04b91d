import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { dueInvoicesOf } from './dueInvoices.ts';

type Rec = Record<string, unknown>;

/**
 * The payable (supplier) invoices due by the execution date that a credit transfer pays (see
 * dueInvoicesOf): paid by transfer (payment mode SCT, TRANSFER or none).
 */
export const dueSupplierInvoices = (ctx: AppContext, q: Queryable, executionDate: string): Promise<Rec[]> =>
  dueInvoicesOf(ctx, q, executionDate, { pr: 'P', defaultMode: 'SCT', modes: ['', 'SCT', 'TRANSFER'] });
