import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { SpecialCard } from './SpecialCard.tsx';
import { TransferForm } from './TransferForm.tsx';

type Rec = Record<string, unknown>;
const amount = (v: unknown) => (typeof v === 'number' ? v : 0);

/** /move-money: moves an amount between two bank accounts of the tenant (POST /api/bank/move-money). */
export default function MoveMoneyPage() {
  const { t } = useEngine();
  return (
    <SpecialCard
      title={t('Move money')}
      intro={t('Moves an amount from one bank account to another in one step: a debit operation on the first, a credit on the second, both balances updated. The first account may go down to minus its overdraft limit; both must be active and in the same currency.')}
    >
      <TransferForm
        entityName="BankAccount"
        legEntity="BankOperation"
        path="/api/bank/move-money"
        field="balance"
        describe={(a: Rec) =>
          fillText(t('Balance {{balance}} {{currency}}, overdraft limit {{limit}}: {{available}} available'), {
            balance: amount(a.balance),
            currency: String(a.currency ?? ''),
            limit: amount(a.overdraftLimit),
            available: amount(a.balance) + amount(a.overdraftLimit),
          })
        }
      />
    </SpecialCard>
  );
}
