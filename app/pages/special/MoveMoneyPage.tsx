import { SpecialCard } from './SpecialCard.tsx';
import { TransferForm } from './TransferForm.tsx';

type Rec = Record<string, unknown>;
const amount = (v: unknown) => (typeof v === 'number' ? v : 0);

/** /move-money: moves an amount between two bank accounts of the tenant (POST /api/bank/move-money). */
export default function MoveMoneyPage() {
  return (
    <SpecialCard
      title="Move money"
      intro="Moves an amount from one bank account to another in one step: a debit operation on the first, a credit on the second, both balances updated. The first account may go down to minus its overdraft limit; both must be active and in the same currency."
    >
      <TransferForm
        entityName="BankAccount"
        legEntity="BankOperation"
        path="/api/bank/move-money"
        field="balance"
        describe={(a: Rec) =>
          `Balance ${amount(a.balance)} ${String(a.currency ?? '')}, overdraft limit ${amount(a.overdraftLimit)}: ${amount(a.balance) + amount(a.overdraftLimit)} available`
        }
      />
    </SpecialCard>
  );
}
