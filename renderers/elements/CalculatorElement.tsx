import { useMemo, useState } from 'react';
import { Alert, Col, InputNumber, Radio, Row, Typography } from 'antd';
import { AppError } from '../../engine/errors/AppError.ts';
import { solveLoan, type LoanTerms, type LoanUnknown } from '../../engine/finance/calculator.ts';
import { periodsPerYear } from '../../engine/finance/plan.ts';
import { formatNumber } from '../../engine/format/formatNumber.ts';
import { roundDecimals } from '../../engine/format/round.ts';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useEngine } from '../context/EngineContext.ts';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

type Rec = Record<string, unknown>;

/** The terms: `label` names the input, `choice` (else `label`) the Solve for button; both are translation keys. */
const FIELDS: { key: LoanUnknown; label: string; choice?: string; percent?: boolean; step: number; decimals: number }[] = [
  { key: 'amount', label: 'Amount', step: 100, decimals: 2 },
  { key: 'rate', label: 'Rate (%)', choice: 'Rate', percent: true, step: 0.1, decimals: 4 },
  { key: 'duration', label: 'Instalments', step: 1, decimals: 2 },
  { key: 'instalment', label: 'Instalment', step: 1, decimals: 2 },
];

const MONEY = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** The record's terms: the first quotation's financed amount, the rate, the number of instalments of its duration. */
function recordTerms(p: Rec, record: Rec, perYear: number): LoanTerms {
  const q = Array.isArray(record.quotations) ? (record.quotations[0] as Rec | undefined) : undefined;
  const months = num(record.duration, 36);
  return {
    amount: readProp.num(p, 'amount', num(q?.financedAmountExclTax, 10000)),
    rate: readProp.num(p, 'rate', num(record.rate, 0.05)),
    duration: readProp.num(p, 'duration', Math.max(1, Math.round((months * perYear) / 12))),
    instalment: 0,
  };
}

/**
 * calculator: loan terms where any one of amount, rate, number of instalments or instalment is
 * goal-seeked from the three others, through the same finance engine as the server (pmt, pv,
 * nper, rate). Starts from the element's props, else from the record (first quotation's financed
 * amount, rate, duration and periodicity, payment timing, residual value).
 */
export function CalculatorElement(props: ElementProps) {
  const record = props.record ?? {};
  const q = Array.isArray(record.quotations) ? (record.quotations[0] as Rec | undefined) : undefined;
  // a saved change of the record's terms starts the calculator again from them
  const terms = JSON.stringify([q?.financedAmountExclTax, record.rate, record.duration, record.periodicity, record.paymentTiming, record.residualValue]);
  return <Calculator key={terms} {...props} />;
}

function Calculator({ element, record = {} }: ElementProps) {
  const p = element.props;
  const { user, t } = useEngine();
  const locale = user?.locale;
  const perYear = readProp.num(p, 'perYear', periodsPerYear(Number(record.periodicity ?? 30) || 30));
  const options = { perYear, type: record.paymentTiming === 'ADVANCE' ? (1 as const) : (0 as const), residualValue: num(record.residualValue, 0) };
  const [unknown, setUnknown] = useState<LoanUnknown>('instalment');
  const [terms, setTerms] = useState<LoanTerms>(() => {
    const start = recordTerms(p, record, perYear);
    try {
      return solveLoan('instalment', start, options);
    } catch {
      return start;
    }
  });
  const solved = useMemo(() => {
    try {
      return { terms: solveLoan(unknown, terms, options), error: undefined };
    } catch (err) {
      return { terms, error: err instanceof AppError ? err.message : t('These terms have no solution') };
    }
    // options come from the record's terms: a change of them mounts a new calculator (see the key above)
  }, [unknown, terms, t]);
  const shown = (key: LoanUnknown, decimals: number, percent?: boolean) => {
    const v = solved.terms[key];
    const value = percent ? v * 100 : v;
    return Number.isFinite(value) ? roundDecimals(value, decimals) : undefined;
  };
  const { amount, instalment, duration } = solved.terms;
  const interest = instalment * duration - amount + options.residualValue;
  const set = (key: LoanUnknown, percent?: boolean) => (v: number | string | null) => {
    const n = Number(v ?? 0);
    setTerms({ ...solved.terms, [key]: percent ? n / 100 : n });
  };
  return (
    <div data-testid="calculator">
      <Radio.Group
        aria-label={t('Solve for')}
        size="small"
        value={unknown}
        onChange={(e) => {
          setTerms(solved.terms);
          setUnknown(e.target.value as LoanUnknown);
        }}
        options={FIELDS.map((f) => ({ value: f.key, label: t(f.choice ?? f.label) }))}
        optionType="button"
        style={{ marginBottom: 8 }}
      />
      <Row gutter={[12, 8]} align="bottom">
        {FIELDS.map((f) => (
          <Col key={f.key} xs={24} sm={12}>
            <label>
              {t(f.label)}
              <InputNumber
                aria-label={t(f.label)}
                style={{ width: '100%' }}
                step={f.step}
                disabled={f.key === unknown}
                value={shown(f.key, f.decimals, f.percent)}
                onChange={set(f.key, f.percent)}
              />
            </label>
          </Col>
        ))}
      </Row>
      {solved.error ? (
        <Alert style={{ marginTop: 8 }} type="warning" title={solved.error} />
      ) : (
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }} data-testid="calculator-summary">
          {fillText(t('{{instalment}} × {{count}}, total interest {{interest}}'), {
            instalment: formatNumber(instalment, locale, MONEY),
            count: formatNumber(duration, locale, { maximumFractionDigits: 2 }),
            interest: formatNumber(interest, locale, MONEY),
          })}
        </Typography.Paragraph>
      )}
    </div>
  );
}
