import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { SpecialCard } from './SpecialCard.tsx';
import { TransferForm } from './TransferForm.tsx';

type Rec = Record<string, unknown>;

/** /arbitration: moves invested money from one private equity asset to another (POST /api/private-equity/arbitration). */
export default function ArbitrationPage() {
  const { t } = useEngine();
  return (
    <SpecialCard
      title={t('Arbitration')}
      intro={t('Reallocates invested money between two private equity assets in one step: a divestment on the first, an investment on the second, both invested amounts updated. At most what the first asset holds can move; an exited asset cannot take part.')}
    >
      <TransferForm
        entityName="PrivateEquityAsset"
        legEntity="PrivateEquityOperation"
        path="/api/private-equity/arbitration"
        field="invested"
        describe={(a: Rec) =>
          fillText(t(a.valuation ? 'Invested {{amount}} {{currency}}, valued {{valuation}}' : 'Invested {{amount}} {{currency}}'), {
            amount: typeof a.invested === 'number' ? a.invested : 0,
            currency: String(a.currency ?? ''),
            valuation: String(a.valuation ?? ''),
          })
        }
      />
    </SpecialCard>
  );
}
