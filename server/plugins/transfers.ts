import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { planTransfer, type TransferPlan, type TransferRule } from '../../engine/finance/planTransfer.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { requireSession } from './session.ts';

type Rec = Record<string, unknown>;
interface TransferBody {
  from: string;
  to: string;
  amount: number;
  date?: string;
  label?: string;
}

const body = {
  type: 'object',
  required: ['from', 'to', 'amount'],
  additionalProperties: false,
  properties: {
    from: { type: 'string', minLength: 1 },
    to: { type: 'string', minLength: 1 },
    amount: { type: 'number' },
    date: { type: 'string', format: 'date' },
    label: { type: 'string', maxLength: 200 },
  },
} as const;

const today = () => new Date().toISOString().slice(0, 10);

const BANK: TransferRule = {
  entityName: 'BankAccount',
  field: 'balance',
  allowance: (from) => (typeof from.overdraftLimit === 'number' ? from.overdraftLimit : 0),
  refuse: (account) => (account.isInactive === true ? 'the account is inactive' : undefined),
};

const PRIVATE_EQUITY: TransferRule = {
  entityName: 'PrivateEquityAsset',
  field: 'invested',
  refuse: (asset) =>
    typeof asset.exitDate === 'string' && asset.exitDate <= today() ? 'the asset was exited' : undefined,
};

type Side = 'from' | 'to';
/** The leg a movement writes for one side: `own` is that side's record, `other` the opposite one. */
type Legs = (
  plan: TransferPlan,
  side: Side,
  own: Rec,
  other: Rec,
  input: TransferBody,
  reference: string,
) => Rec;

/**
 * Two-legged movements that must happen together or not at all: POST /api/bank/move-money moves
 * an amount between two bank accounts of the tenant (a debit and a credit bank operation, both
 * balances updated; the source may go down to minus its overdraft limit); POST
 * /api/private-equity/arbitration moves invested money from one private equity asset to another
 * (a divestment and an investment operation, both invested amounts updated). One transaction each.
 */
export async function transfersPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;

  const route = (path: string, permission: string, rule: TransferRule, legEntity: string, legs: Legs) =>
    app.post<{ Body: TransferBody }>(
      path,
      { schema: { body }, config: { permission } },
      async (request: FastifyRequest<{ Body: TransferBody }>, reply) => {
        const session = requireSession(request);
        const input = request.body;
        const opts = { username: session.username, tenant: session.tenant };
        const result = await tabula.db.withTenant(session.tenant, async (q: Queryable) => {
          const info: EntityInfo = tabula.registry.get(rule.entityName);
          const from = await tabula.store.get(q, info, input.from);
          const to = await tabula.store.get(q, info, input.to);
          const plan = planTransfer(rule, from, to, input.amount);
          const reference = `TRF-${randomUUID().slice(0, 8).toUpperCase()}`;
          const legInfo = tabula.registry.get(legEntity);
          const operations = [
            await tabula.store.create(q, legInfo, legs(plan, 'from', from, to, input, reference), opts),
            await tabula.store.create(q, legInfo, legs(plan, 'to', to, from, input, reference), opts),
          ];
          const date = input.date ?? today();
          const stamp = rule.field === 'balance' ? { balanceDate: date } : {};
          await tabula.store.update(
            q,
            info,
            plan.from.registration,
            { [rule.field]: plan.from.after, ...stamp },
            opts,
          );
          await tabula.store.update(
            q,
            info,
            plan.to.registration,
            { [rule.field]: plan.to.after, ...stamp },
            opts,
          );
          return { reference, ...plan, operations: operations.map((o) => o.registration) };
        });
        return reply.status(201).send(result);
      },
    );

  route(
    '/api/bank/move-money',
    'write /api/bank/bank-operations',
    BANK,
    'BankOperation',
    (plan, side, _own, other, input, reference) => ({
      name: input.label || `Transfer ${reference}`,
      type: 'INTERNAL_TRANSFER',
      bankAccountRegistration: plan[side].registration,
      dc: side === 'from' ? 'D' : 'C',
      amount: plan.amount,
      currency: plan.currency,
      date: input.date ?? today(),
      valueDate: input.date ?? today(),
      label: input.label ?? null,
      reference,
      counterpartyName: typeof other.name === 'string' ? other.name : null,
      counterpartyIban: typeof other.bankIban === 'string' ? other.bankIban : null,
    }),
  );

  route(
    '/api/private-equity/arbitration',
    'write /api/private-equity/operations',
    PRIVATE_EQUITY,
    'PrivateEquityOperation',
    (plan, side, own, other, input, reference) => ({
      name: input.label || `Arbitration ${reference}`,
      type: side === 'from' ? 'DIVESTMENT' : 'INVESTMENT',
      privateEquityAssetRegistration: plan[side].registration,
      fundRegistration: typeof own.fundRegistration === 'string' ? own.fundRegistration : null,
      amount: plan.amount,
      currency: plan.currency,
      date: input.date ?? today(),
      description: `Arbitration ${reference}: ${side === 'from' ? 'to' : 'from'} ${String(other.registration)}${input.label ? ` (${input.label})` : ''}`,
    }),
  );
}
