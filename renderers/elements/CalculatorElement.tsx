import { useState } from 'react';
import { Col, InputNumber, Row, Statistic } from 'antd';
import { loanPayment } from '../../engine/cards/loanPayment.ts';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

/**
 * calculator: a loan instalment calculator. Starts from the element's `amount`, `rate` (yearly,
 * 0.05 = 5 %), `duration` (months) and `perYear`, else from the record (quotations[0].
 * financedAmountExclTax, rate, duration); the user can try other values.
 */
export function CalculatorElement({ element, record = {} }: ElementProps) {
  const p = element.props;
  const q = Array.isArray(record.quotations) ? (record.quotations[0] as Record<string, unknown> | undefined) : undefined;
  const [amount, setAmount] = useState(readProp.num(p, 'amount', Number(q?.financedAmountExclTax ?? 10000)));
  const [rate, setRate] = useState(readProp.num(p, 'rate', Number(record.rate ?? 0.05)) * 100);
  const [duration, setDuration] = useState(readProp.num(p, 'duration', Number(record.duration ?? 36)));
  const perYear = readProp.num(p, 'perYear', 12);
  const payment = loanPayment(amount, rate / 100, duration, perYear);
  return (
    <Row gutter={[12, 8]} align="bottom">
      <Col xs={24} sm={6}>
        <label>Amount<InputNumber aria-label="Amount" style={{ width: '100%' }} min={0} value={amount} onChange={(v) => setAmount(Number(v ?? 0))} /></label>
      </Col>
      <Col xs={24} sm={6}>
        <label>Rate (%)<InputNumber aria-label="Rate (%)" style={{ width: '100%' }} min={0} step={0.1} value={rate} onChange={(v) => setRate(Number(v ?? 0))} /></label>
      </Col>
      <Col xs={24} sm={6}>
        <label>Duration<InputNumber aria-label="Duration" style={{ width: '100%' }} min={1} value={duration} onChange={(v) => setDuration(Number(v ?? 1))} /></label>
      </Col>
      <Col xs={24} sm={6}>
        <Statistic title="Instalment" value={Number.isFinite(payment) ? payment : '-'} precision={2} />
      </Col>
    </Row>
  );
}
