import { describe, expect, it } from 'vitest';
import { environmentFlags } from '../../../server/auth/userConfiguration.ts';

describe('environment flags of the user configuration (seed 000 §3.5)', () => {
  it('one flag true per environment named by TABULA_ENVIRONMENT, whatever its case', () => {
    const flags = (name: string) => environmentFlags({ TABULA_ENVIRONMENT: name });
    expect(flags('UAT')).toEqual({ environment: 'uat', isProduction: false, isDevelopment: false, isUat: true, isTest: false, isStaging: false });
    expect(flags('staging')).toMatchObject({ environment: 'staging', isStaging: true, isUat: false });
    expect(flags('test')).toMatchObject({ environment: 'test', isTest: true, isProduction: false });
    expect(flags('production')).toMatchObject({ isProduction: true, isDevelopment: false });
  });

  it('without TABULA_ENVIRONMENT: production under NODE_ENV=production, else development', () => {
    expect(environmentFlags({ NODE_ENV: 'production' })).toMatchObject({ environment: 'production', isProduction: true });
    expect(environmentFlags({})).toMatchObject({ environment: 'development', isDevelopment: true, isProduction: false });
  });

  it('an environment of another name sets no flag', () => {
    expect(environmentFlags({ TABULA_ENVIRONMENT: 'demo' })).toEqual({ environment: 'demo', isProduction: false, isDevelopment: false, isUat: false, isTest: false, isStaging: false });
  });
});
