import './jsdomStubs.ts';
import { App } from 'antd';
import { render, type RenderResult } from '@testing-library/react';
import Form from '@rjsf/core';
import { useState } from 'react';
import { vi } from 'vitest';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import type { EngineEnv } from '../../../engine/env/EngineEnv.ts';
import { EntityRegistry } from '../../../engine/registry/EntityRegistry.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';
import { EngineContext } from '../../../renderers/context/EngineContext.ts';
import { buildFormModel, type FormValidationContext } from '../../../renderers/fields/model/buildFormModel.ts';
import type { FormSettings } from '../../../renderers/fields/model/FormSettings.ts';
import { memoryDataProvider } from './memoryDataProvider.ts';

type Values = Record<string, unknown>;

/** A rendered form and a way to read what it holds. */
export interface RenderedForm extends RenderResult {
  values: () => Values;
  submitted: () => Values | undefined;
  env: EngineEnv;
}

/** A test host environment around a data provider. */
export function testEnv(data: DataProvider = memoryDataProvider()): EngineEnv {
  return { registry: new EntityRegistry([]), shapes: [], data, notify: vi.fn(), navigate: vi.fn(), t: (k) => k };
}

/**
 * Renders a schema through the real rjsf Form with our registry, templates and engine validation
 * (schema in, DOM out), the way GenericCardPage does.
 */
export function renderForm(
  schema: JsonSchema,
  options: { formData?: Values; settings?: FormSettings; data?: DataProvider; readOnly?: boolean; ctx?: FormValidationContext; t?: EngineEnv['t']; registry?: EngineEnv['registry'] } = {},
): RenderedForm {
  const model = buildFormModel(schema, options.readOnly, options.ctx);
  const env = { ...testEnv(options.data), ...(options.t ? { t: options.t } : {}), ...(options.registry ? { registry: options.registry } : {}) };
  let current: Values = options.formData ?? {};
  let sent: Values | undefined;
  /** Holds the record like GenericCardPage: a controlled form whose settings carry the record. */
  function Host() {
    const [formData, setFormData] = useState<Values>(options.formData ?? {});
    return (
      <Form
        {...model}
        formData={formData}
        formContext={{ ...options.settings, record: formData }}
        onChange={(e) => {
          current = e.formData as Values;
          setFormData(current);
        }}
        onSubmit={(e) => (sent = e.formData as Values)}
        showErrorList={false}
        noHtml5Validate
      />
    );
  }
  const result = render(
    <App>
      <EngineContext.Provider value={env}>
        <Host />
      </EngineContext.Provider>
    </App>,
  );
  return { ...result, values: () => current, submitted: () => sent, env };
}

/** A schema with one property `f` of the given JSON schema and x-field metadata. */
export function oneField(property: JsonSchema, xField: Record<string, unknown>, required = false): JsonSchema {
  return { type: 'object', properties: { f: { ...property, 'x-field': xField } }, ...(required ? { required: ['f'] } : {}) };
}
