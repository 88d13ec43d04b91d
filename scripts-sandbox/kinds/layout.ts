import type { JsonObject } from '../types.ts';
import { inputReader } from './inputReader.ts';
import { expectObject, invalidResult } from './resultChecks.ts';
import type { ScriptKind } from './ScriptKind.ts';

/** The modes a detail page is opened in. */
export const LAYOUT_MODES = ['view', 'edit', 'create'] as const;

/**
 * Layout scripts (e.g. `person-layout-natural`) turn a record into a screen model: cards,
 * elements and fields for the renderers. They run on the server and in the browser.
 *
 * ctx: `{entity, type, mode, data, user, locale, params}`. Result: an object (a `cards` member,
 * when present, must be an array), else "Invalid object {value} in 'layout' script".
 */
export const layoutKind: ScriptKind<JsonObject> = {
  kind: 'layout',
  label: 'Layout',
  buildCtx(input, name) {
    const read = inputReader(input, 'layout', 'Layout', name);
    return {
      entity: read.string('entity'),
      type: read.optionalString('type'),
      mode: read.oneOf('mode', LAYOUT_MODES, 'view'),
      data: read.object('data'),
      user: read.object('user'),
      locale: read.string('locale', 'en'),
      params: read.object('params'),
    };
  },
  checkResult(result, name) {
    const layout = expectObject(result, 'layout', name);
    if (layout.cards !== undefined && !Array.isArray(layout.cards)) invalidResult('Layout', 'layout', name, "'cards' must be an array");
    return layout;
  },
};
