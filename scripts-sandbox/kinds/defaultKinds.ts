import { catalogueKind } from './catalogue.ts';
import { extensionKind } from './extension.ts';
import { formatCheckKind } from './formatCheck.ts';
import { layoutKind } from './layout.ts';
import { createKindRegistry, type KindRegistry } from './registerKind.ts';
import { runKind } from './run.ts';
import { workflowKind } from './workflow.ts';

/** The built-in script kinds: layout, workflow, extension, format-check, catalogue and run. */
export const defaultKinds: KindRegistry = createKindRegistry([layoutKind, workflowKind, extensionKind, formatCheckKind, catalogueKind, runKind]);
