import { draftLayoutScript, draftToDescriptor, draftWorkflow, dynoScriptNames, type DynoDraft } from '../../../engine/dyno/dynoDraft.ts';
import type { AppContext } from '../../context.ts';
import { dynoCatalog } from '../../dyno/dynoCatalog.ts';
import { writeConfigItem } from '../../scripts/configItems.ts';
import { scriptInfo } from '../../scripts/scriptRecords.ts';

/**
 * The demo's dyno entity (docs/dyno-entities.md): the lender's inspections of financed vehicles,
 * as the configurator would save it (descriptor, two-step workflow, one-card layout), with a few
 * records.
 */
export const VEHICLE_INSPECTION: DynoDraft = {
  title: 'Vehicle inspection',
  name: 'dynoVehicleInspection',
  fields: [
    { name: 'vehicle', label: 'Vehicle', type: 'text', required: true },
    { name: 'inspectionDate', label: 'Inspection date', type: 'date' },
    { name: 'mileage', label: 'Mileage', type: 'integer' },
    { name: 'result', label: 'Result', type: 'select', options: ['Passed', 'Minor defects', 'Failed'] },
  ],
  columns: ['vehicle', 'inspectionDate', 'result'],
  searchFields: ['vehicle'],
  cards: [{ title: 'Inspection', fields: ['vehicle', 'inspectionDate', 'mileage', 'result'] }],
  statuses: [
    { code: 'PLANNED', label: 'Planned' },
    { code: 'DONE', label: 'Done' },
  ],
  transitions: [{ code: 'done', label: 'Mark as done', from: ['PLANNED'], to: 'DONE' }],
  readProfiles: [],
  writeProfiles: [],
};

const RECORDS = [
  { name: 'Yearly check - delivery van', vehicle: 'Renault Master (GH-421-KT)', inspectionDate: -40, mileage: 48210, result: 'Passed', status: 'DONE' },
  { name: 'Return inspection - company car', vehicle: 'Peugeot 508 (FX-118-PL)', inspectionDate: -12, mileage: 91540, result: 'Minor defects', status: 'DONE' },
  { name: 'Mid-term check - tractor unit', vehicle: 'Volvo FH 500 (EZ-907-AB)', inspectionDate: 9, status: 'PLANNED' },
  { name: 'Pre-delivery check - electric van', vehicle: 'Citroën ë-Jumpy (HA-332-MN)', inspectionDate: 21, status: 'PLANNED' },
];

const day = (today: string, offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedVehicleInspections(ctx: AppContext, opts: { tenant: string; username: string; today: string }): Promise<number> {
  const draft = VEHICLE_INSPECTION;
  const names = dynoScriptNames(draft.name);
  await ctx.db.withTenant(opts.tenant, async (q) => {
    const info = scriptInfo(ctx);
    await ctx.store.create(q, info, { name: names.workflow, type: 'workflow', content: JSON.stringify(draftWorkflow(draft), null, 2), enabled: true }, { username: opts.username });
    await ctx.store.create(q, info, { name: names.layout, type: 'layout', content: draftLayoutScript(draft), enabled: true }, { username: opts.username });
    await writeConfigItem(ctx, q, 'dyno-descriptors', [draftToDescriptor(draft)], opts.username);
  });
  const entity = await dynoCatalog(ctx).entity(opts.tenant, draft.name, ['GET', draft.name]);
  await ctx.db.withTenant(opts.tenant, async (q) => {
    for (const r of RECORDS) {
      const record = { ...r, inspectionDate: day(opts.today, r.inspectionDate) };
      await ctx.store.create(q, entity, record, { username: opts.username });
    }
  });
  return RECORDS.length;
}
