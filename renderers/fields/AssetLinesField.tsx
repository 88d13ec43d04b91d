import { useState } from 'react';
import { Button, Flex, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { fillText } from '../../engine/i18n/fillText.ts';
import { formatCurrency, formatNumber, formatPercentage, parseLocaleNumber, shiftDecimal, type LocaleSettings } from '../../engine/format/index.ts';
import { applyTotalDiscount, lineTotals, newLine, priceLine, typePrice, type PricedLine } from '../../engine/finance/priceRules.ts';
import { amountCurrency, type MoneyFormat } from '../../engine/format/tenantSettings.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { parseCurrency, parsePercentage } from '../../engine/validation/index.ts';
import { useMoneyFormat } from '../context/useMoneyFormat.ts';
import { useT } from '../context/useT.ts';
import { FieldMessages } from '../templates/FieldMessages.tsx';
import { numberText } from '../widgets/numberText.ts';
import { AmountInput, ClickToEditAmount } from './assetLines/AmountInput.tsx';
import { AssetLineModal } from './assetLines/AssetLineModal.tsx';
import { CatalogSearchModal } from './assetLines/CatalogSearchModal.tsx';
import { assetOf, lineFromCatalog, lineLabels, lineList, supplierName, taxLabel, type CatalogItem, type LineLabels, type TaxOption } from './assetLines/lineModel.ts';
import { useTaxes } from './assetLines/useTaxes.ts';
import { formLocale, formSettings } from './model/FormSettings.ts';
import { nestedErrors } from './model/nestedErrors.ts';

type Rec = Record<string, unknown>;
type Row = { line: PricedLine; index: number };
type Amount = 'unitPrice' | 'priceExclTax' | 'priceInclTax';

const ISO_CODE = /^[A-Z]{3}$/;
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * How amounts, quantities and percentages of the table are shown, typed and read, in the form's
 * locale; amounts in the line's currency, else the record's, else the tenant's (`money`), else the locale's.
 */
function numbersOf(locale: LocaleSettings, record: Rec | undefined, money: MoneyFormat) {
  const recordCurrency = amountCurrency(record?.currency, money.currency, locale);
  const currencyOf = (line?: PricedLine) => (typeof line?.currency === 'string' && ISO_CODE.test(line.currency) ? line.currency : recordCurrency);
  return {
    currencyOf,
    money: (value: unknown, currency = recordCurrency) => (num(value) === undefined ? '' : formatCurrency(value as number, locale, { currency, display: money.display })),
    percent: (value: number) => formatPercentage(value, locale, { maximumFractionDigits: 2 }),
    percentText: (value: number) => numberText(shiftDecimal(value, 2), locale),
    /** A percentage without its sign, beside a `%` suffix. */
    percentNumber: (value: number) => formatNumber(shiftDecimal(value, 2), locale, { maximumFractionDigits: 2 }),
    count: (value: number) => formatNumber(value, locale, { maximumFractionDigits: 0 }),
    amountText: (value: number) => numberText(value, locale),
    parseMoney: (text: string, currency?: string) => parseCurrency(text, locale, { currency }),
    parseQuantity: (text: string) => {
      const n = parseLocaleNumber(text, locale);
      return Number.isInteger(n) && n >= 1 ? n : Number.NaN;
    },
  };
}

/**
 * assetLines: the asset lines of a contract (seed 002 §2.6, §5.1) as a table: asset, supplier, tax
 * code, quantity, unit price, discount, prices excl. and incl. tax, financed and part-exchange
 * flags. Quantity, unit price, discount and tax code are edited in place, the two prices once
 * clicked (they read as text: the cell is the price); typing a price derives the discount; every change prices the line again (engine/finance/priceRules) and
 * hands the whole list over. An empty editable list gets one blank line; Add line, Search assets
 * (the asset catalogue), and per line Edit/View (every field in a dialog), Duplicate and Delete. A
 * totals row shows when there is more than one line, its discount applying to every line.
 */
export function AssetLinesField(props: FieldProps) {
  const { formData, onChange, fieldPathId, readonly, disabled, errorSchema, registry, schema, uiSchema } = props;
  const locked = Boolean(readonly || disabled);
  const settings = formSettings(registry);
  const locale = formLocale(settings);
  const numbers = numbersOf(locale, settings.record, useMoneyFormat());
  const { taxes, loading: taxesLoading } = useTaxes();
  const stored = lineList(formData);
  // seed 002 §5.1: an empty editable list shows one new blank line; it is stored once edited, so
  // opening a record with no line does not make its form dirty
  const lines = stored.length || locked ? stored : [newLine()];
  const itemSchema = (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)
    ? registry.schemaUtils.retrieveSchema(schema.items as RJSFSchema)
    : { type: 'object' }) as RJSFSchema;
  const t = useT();
  const labels = lineLabels(itemSchema as JsonSchema, t);
  const [dialog, setDialog] = useState<number | null>(null);
  const [searching, setSearching] = useState(false);

  const save = (next: PricedLine[]) => onChange(next as FieldProps['formData'], fieldPathId.path);
  const setLine = (index: number, line: PricedLine) => save(lines.map((l, i) => (i === index ? line : l)));
  const edit = (index: number, patch: Partial<PricedLine>) => setLine(index, priceLine({ ...lines[index], ...patch }, taxes));

  const columns = lineColumns({ labels, numbers, taxes, taxesLoading, locked, record: settings.record, edit, setLine, lines, t });
  columns.push({
    key: 'actions',
    title: '',
    width: locked ? 48 : 112,
    render: (_, { index }) => (
      <Space size={0}>
        <Tooltip title={t(locked ? 'View' : 'Edit')}>
          <Button size="small" type="text" aria-label={fillText(t(locked ? 'View line {{n}}' : 'Edit line {{n}}'), { n: index + 1 })} icon={locked ? <EyeOutlined /> : <EditOutlined />} onClick={() => setDialog(index)} />
        </Tooltip>
        {locked ? null : (
          <>
            <Tooltip title={t('Duplicate')}>
              <Button size="small" type="text" aria-label={fillText(t('Duplicate line {{n}}'), { n: index + 1 })} icon={<CopyOutlined />} onClick={() => save([...lines.slice(0, index + 1), structuredClone(lines[index]), ...lines.slice(index + 1)])} />
            </Tooltip>
            <Tooltip title={t('Delete')}>
              <Button size="small" type="text" danger aria-label={fillText(t('Delete line {{n}}'), { n: index + 1 })} icon={<DeleteOutlined />} onClick={() => save(lines.filter((_, i) => i !== index))} />
            </Tooltip>
          </>
        )}
      </Space>
    ),
  });

  const totals = lineTotals(lines);
  const pick = (item: CatalogItem) => {
    setSearching(false);
    const line = lineFromCatalog(item, taxes);
    // the blank line an empty list got is replaced by the first picked asset
    const blank = lines.length === 1 && isBlank(lines[0]);
    save(blank ? [line] : [...lines, line]);
  };

  return (
    <div id={fieldPathId.$id} className="tabula-asset-lines">
      <Table<Row>
        size="small"
        data-testid="asset-lines"
        rowKey={(row) => String(row.index)}
        dataSource={lines.map((line, index) => ({ line, index }))}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('No asset line') }}
        onRow={(row) => ({ 'data-testid': `asset-line-${row.index}` }) as React.HTMLAttributes<HTMLElement>}
        summary={() =>
          totals ? (
            <Table.Summary.Row data-testid="asset-lines-totals">
              <Table.Summary.Cell index={0} colSpan={4}>
                <Typography.Text strong>{t('Total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <span data-testid="asset-lines-totals-unitPrice">{numbers.money(totals.unitPrice)}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {locked ? (
                  <span data-testid="asset-lines-totals-discount">{numbers.percent(totals.discount)}</span>
                ) : (
                  <AmountInput value={totals.discount} label={t('Total discount')} format={numbers.percentNumber} editText={numbers.percentText} parse={parsePercentage} suffix="%" width={96}
                    onCommit={(d) => save(applyTotalDiscount(lines, d ?? 0, taxes))} />
                )}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                <span data-testid="asset-lines-totals-priceExclTax">{numbers.money(totals.priceExclTax)}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">
                <span data-testid="asset-lines-totals-priceInclTax">{numbers.money(totals.priceInclTax)}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={8} colSpan={2} />
            </Table.Summary.Row>
          ) : null
        }
      />
      {locked ? null : (
        <Flex gap={8} style={{ marginTop: 8 }}>
          <Button size="small" icon={<PlusOutlined />} onClick={() => save([...lines, newLine()])}>
            {t('Add line')}
          </Button>
          <Button size="small" icon={<SearchOutlined />} onClick={() => setSearching(true)}>
            {t('Search assets')}
          </Button>
        </Flex>
      )}
      <FieldMessages errors={nestedErrors(errorSchema)} warnings={[]} />
      {dialog !== null && lines[dialog] ? (
        <AssetLineModal
          index={dialog}
          line={lines[dialog]}
          schema={itemSchema}
          uiSchema={(uiSchema?.items ?? undefined) as UiSchema | undefined}
          registry={registry}
          taxes={taxes}
          readOnly={locked}
          onClose={() => setDialog(null)}
          onSave={(line) => {
            setDialog(null);
            setLine(dialog, line);
          }}
        />
      ) : null}
      {searching ? (
        <CatalogSearchModal
          formatPrice={(item) => numbers.money(item.unitPrice, item.currency && ISO_CODE.test(item.currency) ? item.currency : undefined)}
          onPick={pick}
          onClose={() => setSearching(false)}
        />
      ) : null}
    </div>
  );
}

/** A line nothing was entered in yet (the blank line of an empty list). */
function isBlank(line: PricedLine): boolean {
  return !assetOf(line).name && !assetOf(line).reference && num(line.unitPrice) === undefined && num(line.priceExclTax) === undefined && !line.supplierRegistration;
}

function lineColumns(ctx: {
  labels: LineLabels;
  numbers: ReturnType<typeof numbersOf>;
  taxes: TaxOption[];
  taxesLoading: boolean;
  locked: boolean;
  record: Rec | undefined;
  lines: PricedLine[];
  edit: (index: number, patch: Partial<PricedLine>) => void;
  setLine: (index: number, line: PricedLine) => void;
  t: (key: string) => string;
}): TableColumnsType<Row> {
  const { labels, numbers, taxes, locked, lines } = ctx;
  /** The accessible name of a cell's control: its column and line. */
  const lineLabel = (label: string, index: number) => fillText(ctx.t('{{label}} line {{n}}'), { label, n: index + 1 });
  const testId = (field: string) => (row: Row) => ({ 'data-testid': `asset-line-${row.index}-${field}` }) as React.HTMLAttributes<HTMLElement>;
  const amount = (field: Amount) => ({
    key: field,
    title: labels[field],
    align: 'right' as const,
    onCell: testId(field),
    render: (_: unknown, { line, index }: Row) => {
      const currency = numbers.currencyOf(line);
      if (locked) return numbers.money(line[field], currency);
      const commit = (value: number | null) => {
        if (field === 'unitPrice' || value === null) return ctx.edit(index, { [field]: value });
        ctx.setLine(index, typePrice(lines[index], field, value, taxes));
      };
      const Control = field === 'unitPrice' ? AmountInput : ClickToEditAmount;
      return (
        <Control value={num(line[field])} label={lineLabel(labels[field], index)} width={112}
          format={(v) => numbers.money(v, currency)} editText={numbers.amountText} parse={(t) => numbers.parseMoney(t, currency)} onCommit={commit} />
      );
    },
  });
  return [
    {
      key: 'asset',
      title: labels.asset,
      onCell: testId('asset'),
      render: (_, { line }) => {
        const asset = assetOf(line);
        return (
          <Flex vertical>
            <Typography.Text>{asset.name ?? ''}</Typography.Text>
            {asset.reference ? <Typography.Text type="secondary">{asset.reference}</Typography.Text> : null}
          </Flex>
        );
      },
    },
    { key: 'supplier', title: labels.supplierRegistration, onCell: testId('supplier'), render: (_, { line }) => supplierName(line.supplierRegistration, ctx.record) ?? '' },
    {
      key: 'taxCode',
      title: labels.taxCode,
      onCell: testId('taxCode'),
      render: (_, { line, index }) => {
        const code = typeof line.taxCode === 'string' ? line.taxCode : undefined;
        const known = taxes.find((t) => t.code === code);
        if (locked) return known ? taxLabel(known) : (code ?? '');
        return (
          <Select
            size="small"
            aria-label={lineLabel(labels.taxCode, index)}
            style={{ width: 150 }}
            popupMatchSelectWidth={false}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={ctx.taxesLoading}
            placeholder={ctx.t('Select...')}
            notFoundContent={ctx.t('No data')}
            value={code}
            options={[...taxes.map((t) => ({ value: t.code, label: taxLabel(t) })), ...(code && !known ? [{ value: code, label: code }] : [])]}
            onChange={(next) => ctx.edit(index, { taxCode: next ?? null })}
          />
        );
      },
    },
    {
      key: 'quantity',
      title: labels.quantity,
      align: 'right',
      onCell: testId('quantity'),
      render: (_, { line, index }) => {
        const q = num(line.quantity);
        if (locked) return q === undefined ? '' : numbers.count(q);
        return (
          <AmountInput value={q} label={lineLabel(labels.quantity, index)} width={64} format={numbers.count} editText={numbers.amountText}
            parse={numbers.parseQuantity} onCommit={(v) => ctx.edit(index, { quantity: v ?? 1 })} />
        );
      },
    },
    amount('unitPrice'),
    {
      key: 'discount',
      title: labels.discount,
      align: 'right',
      onCell: testId('discount'),
      render: (_, { line, index }) => {
        const d = num(line.discount);
        if (locked) return d === undefined ? '' : numbers.percent(d);
        return (
          <AmountInput value={d} label={lineLabel(labels.discount, index)} width={96} suffix="%" format={numbers.percentNumber} editText={numbers.percentText}
            parse={parsePercentage} onCommit={(v) => ctx.edit(index, { discount: v ?? 0 })} />
        );
      },
    },
    amount('priceExclTax'),
    amount('priceInclTax'),
    {
      key: 'flags',
      title: `${labels.isFinanced} / ${labels.isPartExchange}`,
      onCell: testId('flags'),
      render: (_, { line }) => (
        <Space size={2}>
          {line.isFinanced !== false ? <Tag color="blue">{labels.isFinanced}</Tag> : null}
          {line.isPartExchange ? <Tag color="orange">{labels.isPartExchange}</Tag> : null}
        </Space>
      ),
    },
  ];
}
