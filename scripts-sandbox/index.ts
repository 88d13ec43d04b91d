/**
 * The QuickJS script host, environment-neutral: Node adds `scripts-sandbox/node.ts`, the
 * browser `scripts-sandbox/browser.ts`, each with its module loader. See docs/scripts.md.
 */
export { createSandbox, type SandboxOptions } from './createSandbox.ts';
export type { RunReport, RunRequest, Sandbox, SandboxMemory, SandboxStats } from './Sandbox.ts';
export type { Capabilities, Capability, CapabilityCall, JsonObject, JsonValue } from './types.ts';
export { ScriptError, type ScriptErrorData, type ScriptErrorDetails } from './errors/ScriptError.ts';
export { SCRIPT_ERROR_CATALOGUE, type ScriptErrorCode } from './errors/scriptErrorCatalogue.ts';
export { DEFAULT_LIMITS, LIMIT_CAPS, type RunLimits, type SandboxLimits } from './limits/SandboxLimits.ts';
export { createModuleLoader, type ModuleLoader } from './module/createModuleLoader.ts';
export type { ScriptKind } from './kinds/ScriptKind.ts';
export { createKindRegistry, registerKind, type KindRegistry } from './kinds/registerKind.ts';
export { defaultKinds } from './kinds/defaultKinds.ts';
export { layoutKind } from './kinds/layout.ts';
export { workflowKind, type WorkflowResult } from './kinds/workflow.ts';
export { extensionKind, type ExtensionResult } from './kinds/extension.ts';
export { formatCheckKind, type FormatCheckResult } from './kinds/formatCheck.ts';
export { catalogueKind, type CatalogueItem } from './kinds/catalogue.ts';
export { runKind } from './kinds/run.ts';
