import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  cardsOfLayoutScript,
  descriptorToDraft,
  draftLayoutScript,
  draftProblems,
  draftToDescriptor,
  draftWorkflow,
  dynoNameFromTitle,
  dynoScriptNames,
  emptyDraft,
  fieldNameFromLabel,
  type DynoDraft,
} from '../../../engine/dyno/dynoDraft.ts';
import { dynoListDefinition } from '../../../engine/dyno/dynoListDefinition.ts';
import { describeEntity } from '../../../engine/registry/describeEntity.ts';
import { dynoEntitySchema } from '../../../engine/registry/dynoEntitySchema.ts';
import { parseWorkflow } from '../../../engine/workflow/parseWorkflow.ts';
import type { WorkflowDefinition } from '../../../engine/workflow/types.ts';
import { metaSchemas } from '../../../schemas/generated/catalog.ts';

const draft: DynoDraft = {
  ...emptyDraft(),
  title: 'Vehicle inspection',
  name: dynoNameFromTitle('Vehicle inspection'),
  fields: [
    { name: 'vehicle', label: 'Vehicle', type: 'text', required: true },
    { name: 'mileage', label: 'Mileage', type: 'integer' },
    { name: 'result', label: 'Result', type: 'select', options: ['Passed', 'Failed'] },
  ],
  columns: ['vehicle', 'result'],
  searchFields: ['vehicle'],
  cards: [{ title: 'Inspection', fields: ['vehicle', 'mileage'] }, { title: 'Outcome', fields: ['result'] }],
  statuses: [{ code: 'PLANNED', label: 'Planned' }, { code: 'DONE', label: 'Done' }],
  transitions: [{ code: 'done', label: 'Mark done', from: ['PLANNED'], to: 'DONE' }],
};

describe('the dyno configurator draft', () => {
  it('derives names from titles and labels', () => {
    expect(dynoNameFromTitle('Vehicle inspection')).toBe('dynoVehicleInspection');
    expect(dynoNameFromTitle('  état des lieux 2 ')).toBe('dynoEtatDesLieux2');
    expect(dynoNameFromTitle('!!')).toBe('');
    expect(fieldNameFromLabel('Mileage at check')).toBe('mileageAtCheck');
    expect(dynoScriptNames('dynoVehicleInspection')).toEqual({ workflow: 'dyno-vehicle-inspection-workflow', layout: 'dyno-vehicle-inspection-layout' });
  });

  it('makes a descriptor the server accepts, whose list shows the chosen columns', () => {
    const descriptor = draftToDescriptor(draft);
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    for (const s of metaSchemas) ajv.addSchema(s);
    expect(ajv.validate('https://tabula.local/schemas/meta/dyno-descriptor.json', descriptor), JSON.stringify(ajv.errors)).toBe(true);
    expect(descriptor).toMatchObject({ name: 'dynoVehicleInspection', required: ['vehicle'], searchFields: ['registration', 'name', 'vehicle'] });
    const info = describeEntity(dynoEntitySchema(descriptor));
    const list = dynoListDefinition(info, descriptor);
    expect(list.columns?.map((c) => c.name)).toEqual(['registration', 'status', 'name', 'vehicle', 'result']);
    expect(list.title).toBe('Vehicle inspection');
  });

  it('makes a workflow that parses and a layout script it reads back', () => {
    const parsed = parseWorkflow(JSON.stringify(draftWorkflow(draft)));
    expect(parsed.ok).toBe(true);
    expect(draftWorkflow(draft)).toMatchObject({ initialStatus: 'PLANNED', transitions: [{ code: 'done', from: ['PLANNED'], to: 'DONE' }] });
    expect(cardsOfLayoutScript(draftLayoutScript(draft))).toEqual(draft.cards);
    expect(cardsOfLayoutScript('export function execute() { return {}; }')).toBeUndefined();
  });

  it('reads a saved descriptor and workflow back into the same draft', () => {
    const back = descriptorToDraft(draftToDescriptor(draft), draftWorkflow(draft) as unknown as WorkflowDefinition, draft.cards);
    expect(back).toEqual(draft);
  });

  it('names what keeps a draft from being saved', () => {
    expect(draftProblems(draft, [])).toEqual([]);
    const bad: DynoDraft = {
      ...draft,
      fields: [...draft.fields, { name: 'vehicle', label: 'Again', type: 'text' }, { name: '1x', label: 'Bad', type: 'text' }],
      transitions: [{ code: 'x', label: 'Nowhere', from: ['PLANNED'], to: 'LOST' }],
    };
    expect(draftProblems(bad, ['dynoVehicleInspection']).map((p) => p.message)).toEqual([
      'An entity named {{name}} already exists',
      'Field name {{name}} is used twice',
      'Field name {{name}} is used twice',
      'Field "{{name}}" needs a name made of letters and digits',
      'Transition "{{name}}" must go between declared statuses',
    ]);
    expect(draftProblems(emptyDraft(), [])[0].message).toBe('Give the entity a title with letters');
  });
});
