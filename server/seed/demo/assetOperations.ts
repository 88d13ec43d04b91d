import type { AppContext } from '../../context.ts';
import { addDays, addMonths, earlier } from './dates.ts';
import { demoLessors, demoStaff, everyNth, readRows, staffOf, writeRecords, type DemoLessor, type DemoRow, type DemoStepOptions, stepRandom } from './demoRecords.ts';
import { demoText } from './texts.ts';
import type { Country, Rec } from './types.ts';

/**
 * The life of the financed assets after the world is written (docs/demo-data.md#asset-operations):
 * the lessor's depots (Location), lots of assets bought, delivered or sold together (AssetLot),
 * inspections, maintenances, inventories of the depots and insurance claims, on the demo's assets
 * and their contracts. Names, comments and descriptions are in the language of the asset's lessor
 * company (texts.ts).
 */

const ROAD = new Set(['VEHICLE', 'TRUCK', 'TRAILER']);
const round2 = (n: number) => Math.round(n * 100) / 100;
/** The VAT rate of a tax code (`FR20` → 0.2; exempt or unknown → 0). */
const taxRate = (code: unknown) => Number(/(\d+(?:\.\d+)?)$/.exec(String(code ?? ''))?.[1] ?? 0) / 100;

interface DemoAsset {
  row: DemoRow;
  name: string;
  type: string;
  country: Country | undefined;
  orga: string | null;
  contract: string | null;
  supplier: string | null;
  delivered: string | null;
  usage: number | null;
  price: number;
  quantity: number;
}

function assetOf(row: DemoRow, countryOf: Map<string, Country>): DemoAsset {
  const d = row.data;
  const plate = (d.auto as Rec | undefined)?.licenceNumber;
  return {
    row,
    name: plate ? `${String(d.name)} (${String(plate)})` : String(d.name),
    type: String(d.type),
    country: countryOf.get(String(d.orgaRegistration)),
    orga: (d.orgaRegistration as string | undefined) ?? null,
    contract: (d.contractRegistration as string | undefined) ?? null,
    supplier: (d.supplierRegistration as string | undefined) ?? null,
    delivered: (d.deliveryDate as string | undefined) ?? null,
    usage: typeof d.usage === 'number' ? d.usage : null,
    price: Number(d.priceExclTax ?? 0),
    quantity: Number(d.quantity ?? 1),
  };
}

/** Writes the depots, lots, inspections, maintenances, inventories and claims; answers how many records of each. */
export async function seedAssetOperations(ctx: AppContext, opts: DemoStepOptions): Promise<Record<string, number>> {
  if (!ctx.registry.has('Asset')) return {};
  const { today } = opts;
  const rng = stepRandom(101);
  return ctx.db.withTenant(opts.tenant, async (q) => {
    const lessors = await demoLessors(ctx, q);
    const staff = await demoStaff(ctx, q, lessors);
    const countryOf = new Map([...lessors.values()].map((l) => [l.registration, l.country]));
    const assets = (await readRows(ctx, q, 'Asset')).map((r) => assetOf(r, countryOf));
    const contracts = new Map((await readRows(ctx, q, 'Contract')).map((r) => [r.registration, r]));
    const contractStatus = (a: DemoAsset) => contracts.get(String(a.contract))?.status ?? null;
    const clientOf = (a: DemoAsset) => ((contracts.get(String(a.contract))?.data.persons as Rec[] | undefined) ?? []).find((p) => p.role === 'CLIENT');
    const supplierName = new Map((await readRows(ctx, q, 'Person', `data -> 'roles' @> '[{"role":"SUPPLIER"}]'`)).map((r) => [r.registration, String(r.data.name)]));
    const counts: Record<string, number> = {};
    const write = async (entity: string, records: Rec[]) => {
      const saved = await writeRecords(ctx, q, entity, records, opts);
      counts[entity] = saved.length;
      return saved;
    };

    // depots: one per lessor company, where returned and repossessed assets wait to be sold
    const depots = await write('Location', [...lessors.values()].map((l: DemoLessor): Rec => ({
      name: `${l.name} – remarketing depot`, status: 'ACTIVE', type: 'DEPOT', personRegistration: l.registration, orgaRegistration: l.registration,
      description: 'Returned and repossessed assets wait here for their inspection and their sale.',
    })));
    const depotOf = new Map([...lessors.values()].map((l, i) => [l.country, String(depots[i]?.registration)]));

    // lots: the assets of one contract bought and delivered together, and the assets sold at the end of their contracts
    const byContract = new Map<string, DemoAsset[]>();
    for (const a of assets) if (a.contract) byContract.set(a.contract, [...(byContract.get(a.contract) ?? []), a]);
    const lotOf = (list: DemoAsset[], type: string, status: string, deliveryDate: string | null, name: string, description: string): Rec => ({
      name, type, status, description, deliveryDate, contractRegistration: type === 'DISPOSAL' ? null : list[0].contract,
      supplierRegistration: type === 'DISPOSAL' ? null : list[0].supplier, assetRegistrations: list.map((a) => a.row.registration),
      quantity: list.reduce((n, a) => n + a.quantity, 0), totalAmount: round2(list.reduce((n, a) => n + a.price, 0)), orgaRegistration: list[0].orga, currency: 'EUR',
    });
    const lots: Rec[] = [];
    const multi = [...byContract.values()].filter((l) => l.length > 1 || l[0].quantity > 1);
    for (const list of everyNth(multi.filter((l) => contractStatus(l[0]) === 'APPROVED'), 3)) {
      const start = String(contracts.get(String(list[0].contract))?.data.startDate ?? today);
      lots.push(lotOf(list, 'PURCHASE', 'OPEN', start, `Order ${list[0].contract} – ${supplierName.get(String(list[0].supplier)) ?? ''}`.trim(), 'Assets ordered from the supplier once the contract was approved; delivery expected before the start.'));
    }
    for (const list of everyNth(multi.filter((l) => ['ACTIVE', 'SUSPENDED'].includes(String(contractStatus(l[0]))) && l[0].delivered), 6)) {
      lots.push(lotOf(list, 'DELIVERY', 'CLOSED', list[0].delivered, `Delivery ${list[0].contract}`, 'Delivered to the client in one go; delivery report signed.'));
    }
    for (const [country] of lessors) {
      const sold = assets.filter((a) => a.country === country && a.row.status === 'SOLD');
      if (sold.length) lots.push(lotOf(sold.slice(0, 4), 'DISPOSAL', 'CLOSED', earlier(addDays(today, -rng.int(10, 60)), today), `Remarketing ${country} – end-of-term assets`, 'End-of-term assets sold to their clients or to traders at the residual value.'));
      const scrapped = assets.filter((a) => a.country === country && a.row.status === 'SCRAPPED');
      if (scrapped.length) lots.push(lotOf(scrapped.slice(0, 3), 'DISPOSAL', 'OPEN', addDays(today, rng.int(5, 30)), `Scrapping ${country}`, 'Assets at the end of their life, waiting for the scrap dealer.'));
    }
    await write('AssetLot', lots);

    // claims first: the damage ones get an inspection by the expert
    const inService = assets.filter((a) => a.row.status === 'IN_SERVICE' && contractStatus(a) === 'ACTIVE');
    const road = inService.filter((a) => ROAD.has(a.type));
    const CLAIMS: readonly (readonly [string, string, string, string, number])[] = [
      ['DAMAGE', 'OPEN', 'Bodywork damage – {asset}', 'Collision in a car park; the client sent photos and the accident report.', 0.04],
      ['DAMAGE', 'IN_REVIEW', 'Bodywork damage – {asset}', 'Collision in a car park; the client sent photos and the accident report.', 0.06],
      ['DAMAGE', 'ACCEPTED', 'Glass breakage – {asset}', 'Windscreen broken by a stone; replacement accepted by the insurer.', 0.015],
      ['THEFT', 'IN_REVIEW', 'Theft – {asset}', 'Theft reported to the police; the complaint was sent to the insurer.', 1],
      ['TOTAL_LOSS', 'PAID', 'Total loss – {asset}', 'Declared a total loss by the expert; the insurer paid the market value and the contract was settled.', 0.8],
      ['WARRANTY', 'ACCEPTED', 'Warranty claim – {asset}', 'Breakdown covered by the manufacturer’s warranty; repair at the supplier.', 0.03],
      ['WARRANTY', 'REJECTED', 'Warranty claim – {asset}', 'Warranty refused by the supplier: wear part not covered.', 0.02],
      ['DAMAGE', 'CLOSED', 'Bodywork damage – {asset}', 'Collision in a car park; the client sent photos and the accident report.', 0.05],
      ['OTHER', 'OPEN', 'Storm damage – {asset}', 'Asset damaged by hail while parked outside; expert visit requested.', 0.07],
      ['DAMAGE', 'PAID', 'Glass breakage – {asset}', 'Windscreen broken by a stone; replacement accepted by the insurer.', 0.012],
    ];
    const claimed = everyNth(road.length >= CLAIMS.length ? road : inService, CLAIMS.length);
    const claims: Rec[] = claimed.map((a, i) => {
      const [type, status, name, description, share] = CLAIMS[i];
      const start = addDays(today, -rng.int(status === 'OPEN' ? 2 : 20, status === 'OPEN' ? 15 : 150));
      const client = clientOf(a);
      return {
        name: demoText(a.country, name, { asset: a.name }), type, status, code: `SIN-${start.slice(0, 4)}-${rng.digits(6)}`,
        description: demoText(a.country, description), references: [`POL-${rng.digits(8)}`], startDate: start,
        endDate: ['PAID', 'CLOSED', 'REJECTED'].includes(status) ? earlier(addDays(start, rng.int(20, 60)), today) : null,
        amount: round2(Math.max(350, a.price * share)), contractRegistration: a.contract, assetRegistration: a.row.registration,
        persons: [
          ...(client ? [{ role: 'CLIENT', personRegistration: client.personRegistration, name: client.name }] : []),
          ...(a.supplier ? [{ role: 'SUPPLIER', personRegistration: a.supplier, name: supplierName.get(a.supplier) ?? a.supplier }] : []),
        ],
        orgaRegistration: a.orga, currency: 'EUR',
      };
    });
    await write('Claim', claims);

    // inspections: at delivery, every year for road vehicles, at the return, before a repossession, after a damage
    const inspections: Rec[] = [];
    const inspection = (a: DemoAsset, type: string, status: string, date: string, result: string | null, english: string, comment: string, inspector: string | null): Rec => ({
      name: demoText(a.country, english, { asset: a.name }), type, status, date, result, assetRegistration: a.row.registration, usage: a.usage,
      comment: demoText(a.country, comment), inspectorRegistration: inspector, orgaRegistration: a.orga,
      nextInspectionDate: status === 'DONE' && (type === 'PERIODIC' || type === 'DELIVERY') && ROAD.has(a.type) ? addMonths(date, 12) : null,
    });
    for (const a of everyNth(assets.filter((x) => x.row.status === 'DELIVERED' && x.delivered), 4)) {
      inspections.push(inspection(a, 'DELIVERY', 'DONE', String(a.delivered), 'PASSED', 'Delivery inspection – {asset}', 'Asset delivered in the ordered configuration; delivery report signed by the client.', a.supplier));
    }
    const back = (a: DemoAsset, turn: number) => staffOf(staff, 'BACK_OFFICE', a.country, turn).personRegistration;
    everyNth(road.filter((a) => !claimed.includes(a)), 8).forEach((a, i) => {
      if (i < 5) {
        const reserved = i % 3 === 2;
        inspections.push(inspection(a, 'PERIODIC', 'DONE', addDays(today, -rng.int(5, 200)), reserved ? 'PASSED_WITH_RESERVATIONS' : 'PASSED', 'Periodic inspection – {asset}', reserved ? 'Minor scratches on the bodywork; to be charged at the return.' : 'Good condition; wear in line with the mileage.', a.supplier));
      } else inspections.push(inspection(a, 'PERIODIC', i === 7 ? 'CANCELLED' : 'PLANNED', addDays(today, rng.int(3, 45)), null, 'Periodic inspection – {asset}', 'Yearly check planned with the client.', a.supplier));
    });
    everyNth(assets.filter((a) => a.row.status === 'SOLD' || a.row.status === 'SCRAPPED'), 5).forEach((a, i) => {
      const result = a.row.status === 'SCRAPPED' ? 'FAILED' : i % 2 ? 'PASSED_WITH_RESERVATIONS' : 'PASSED';
      const ended = String(contracts.get(String(a.contract))?.data.endDate ?? addDays(today, -90));
      inspections.push(inspection(a, 'RETURN', 'DONE', earlier(addDays(ended, rng.int(1, 10)), today), result, 'Return inspection – {asset}', 'Asset returned at the end of the contract; condition report signed.', back(a, i)));
    });
    everyNth(assets.filter((a) => contractStatus(a) === 'SUSPENDED'), 2).forEach((a, i) => {
      inspections.push(inspection(a, 'REPOSSESSION', 'PLANNED', addDays(today, rng.int(7, 30)), null, 'Repossession – {asset}', 'Asset to collect from the client after the suspension of the contract.', back(a, i)));
    });
    claimed.forEach((a, i) => {
      const [type, status] = CLAIMS[i];
      if (type !== 'DAMAGE' || status === 'OPEN') return;
      inspections.push(inspection(a, 'DAMAGE', 'DONE', earlier(addDays(String(claims[i].startDate), 5), today), 'PASSED_WITH_RESERVATIONS', 'Damage assessment – {asset}', 'Damage confirmed by the expert; repair estimate requested.', a.supplier));
    });
    await write('Inspection', inspections);

    // maintenances: the assets in the workshop, services done and planned on road vehicles
    const maintenances: Rec[] = [];
    const maintenance = (a: DemoAsset, type: string, status: string, submitted: string, english: string, description: string, cost: number): Rec => {
      const rate = taxRate(a.row.data.taxCode);
      const done = status === 'DONE';
      return {
        name: demoText(a.country, english, { asset: a.name }), type, status, assetRegistration: a.row.registration, submitDate: submitted,
        returnDate: done ? addDays(submitted, rng.int(1, 5)) : null, validationDate: done ? addDays(submitted, rng.int(5, 10)) : null,
        amountExclTax: cost, amountInclTax: round2(cost * (1 + rate)), taxCode: a.row.data.taxCode ?? null, usage: a.usage,
        description: demoText(a.country, description),
        persons: a.supplier ? [{ role: 'SUPPLIER', personRegistration: a.supplier, name: supplierName.get(a.supplier) ?? a.supplier }] : [],
        orgaRegistration: a.orga, currency: 'EUR',
      };
    };
    for (const a of assets.filter((x) => x.row.status === 'IN_MAINTENANCE').slice(0, 5)) {
      maintenances.push(maintenance(a, 'CORRECTIVE', 'IN_PROGRESS', addDays(today, -rng.int(1, 10)), 'Repair – {asset}', 'Breakdown reported by the client; the asset is at the supplier’s workshop.', rng.int(4, 40) * 50));
    }
    const MAINTENANCES: readonly (readonly [string, string, string, string])[] = [
      ['PREVENTIVE', 'DONE', 'Annual service – {asset}', 'Service according to the manufacturer’s schedule.'],
      ['TYRES', 'DONE', 'Tyre replacement – {asset}', 'Four tyres replaced; wear beyond the legal limit.'],
      ['PREVENTIVE', 'DONE', 'Annual service – {asset}', 'Service according to the manufacturer’s schedule.'],
      ['REGULATORY', 'DONE', 'Regulatory check – {asset}', 'Compulsory technical inspection.'],
      ['PREVENTIVE', 'PLANNED', 'Annual service – {asset}', 'Service according to the manufacturer’s schedule.'],
      ['REGULATORY', 'PLANNED', 'Regulatory check – {asset}', 'Compulsory technical inspection.'],
      ['TYRES', 'CANCELLED', 'Tyre replacement – {asset}', 'Four tyres replaced; wear beyond the legal limit.'],
      ['CORRECTIVE', 'DONE', 'Repair – {asset}', 'Breakdown reported by the client; the asset is at the supplier’s workshop.'],
    ];
    everyNth([...road].reverse(), MAINTENANCES.length).forEach((a, i) => {
      const [type, status, name, description] = MAINTENANCES[i];
      const submitted = status === 'DONE' ? addDays(today, -rng.int(15, 300)) : addDays(today, rng.int(2, 40));
      maintenances.push(maintenance(a, type, status, submitted, name, description, rng.int(3, 30) * 40));
    });
    await write('Maintenance', maintenances);

    // inventories of the depots: last year's count, a spot check under way, the next one planned, the returns counted
    const inventories: Rec[] = [];
    const yearEnd = `${Number(today.slice(0, 4)) - 1}-12-31`;
    for (const [i, [country, lessor]] of [...lessors].entries()) {
      const here = assets.filter((a) => a.country === country && (a.row.status === 'SOLD' || a.row.status === 'SCRAPPED')).slice(0, 4);
      const items = here.map((a, k) => ({ assetRegistration: a.row.registration, found: k !== 3, comment: k === 3 ? 'Not found at the depot: already collected by its buyer?' : null }));
      const [type, status, date] = ([
        ['ANNUAL', 'DONE', yearEnd],
        ['SPOT_CHECK', 'IN_PROGRESS', addDays(today, -1)],
        ['RETURN', 'DONE', addDays(today, -rng.int(10, 40))],
        ['ANNUAL', 'PLANNED', addDays(today, rng.int(10, 60))],
      ] as const)[i % 4];
      inventories.push({
        name: `${type === 'ANNUAL' ? 'Annual inventory' : type === 'RETURN' ? 'Inventory of returned assets' : 'Spot check'} – ${lessor.name} depot`, type, status, date,
        startDate: date, endDate: status === 'DONE' ? addDays(date, 1) : null, locationRegistration: depotOf.get(country) ?? null,
        comment: status === 'DONE' ? `${items.filter((x) => x.found).length} of ${items.length} assets found.` : null, items: status === 'PLANNED' ? [] : items, orgaRegistration: lessor.registration,
      });
    }
    await write('Inventory', inventories);
    return counts;
  });
}
