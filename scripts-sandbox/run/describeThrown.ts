import type { QuickJSHandle } from 'quickjs-emscripten-core';
import type { TenantRealm } from '../realm/TenantRealm.ts';
import { scriptFileName } from '../realm/scriptFileName.ts';

/** Time allowed to read a thrown value: its getters are script code. */
const DESCRIBE_GRACE_MS = 50;

/** A thrown value as read by the realm's `describe` helper. */
export interface Thrown {
  isError: boolean;
  name: string;
  message: string;
  line: number;
}

/**
 * Reads name, message and line of a value thrown in the realm, under a short deadline of its
 * own: 'slow' when its getters ran out of that time, 'failed' when reading it failed otherwise
 * (in practice: memory is exhausted).
 */
export function describeThrown(realm: TenantRealm, thrown: QuickJSHandle, kind: string, name: string): Thrown | 'slow' | 'failed' {
  const { context } = realm;
  realm.deadline = performance.now() + DESCRIBE_GRACE_MS;
  const file = context.newString(scriptFileName(kind, name));
  try {
    const result = context.callFunction(realm.helpers.describe, context.undefined, thrown, file);
    if (result.error) {
      result.error.dispose();
      return performance.now() > realm.deadline ? 'slow' : 'failed';
    }
    return JSON.parse(result.value.consume((json) => context.getString(json))) as Thrown;
  } finally {
    file.dispose();
  }
}
