import { expect, it } from 'vitest';
import { configChanges, configCheckNotice, emptyCheckConfigAnswer } from '../../../engine/scripts/CheckConfigAnswer.ts';

it("says 'Configuration is up to date' (info) when the sync changed nothing, 'Configuration is stale' (warning) otherwise (seed 002 §8)", () => {
  const quiet = emptyCheckConfigAnswer();
  expect(configCheckNotice(quiet)).toEqual({ level: 'info', message: 'Configuration is up to date' });
  const changed = { ...emptyCheckConfigAnswer(), updatedScripts: ['person-layout-I'] };
  expect(configChanges(changed)).toEqual([['updatedScripts', ['person-layout-I']]]);
  expect(configCheckNotice(changed)).toEqual({ level: 'warning', message: 'Configuration is stale' });
  const failed = { ...emptyCheckConfigAnswer(), errors: [{ tenant: 'master', name: 'contract-layout', message: 'Unexpected token' }] };
  expect(configCheckNotice(failed)).toEqual({ level: 'warning', message: 'Configuration is stale' });
});
