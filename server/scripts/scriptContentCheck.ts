import { parse } from 'acorn';
import { AppError } from '../../engine/errors/AppError.ts';
import { isJsonContent, scriptLanguage } from '../../engine/scripts/scriptTypes.ts';
import { stripExport } from '../../scripts-sandbox/realm/compileSource.ts';
import { menuDefinitionProblem, MENUS_ITEM } from '../auth/menuDefinition.ts';
import { dynoDescriptorProblems } from '../dyno/descriptorProblems.ts';
import type { WriteHook } from '../entities/writeHooks.ts';

type Rec = Record<string, unknown>;

const DYNO_DESCRIPTORS = 'dyno-descriptors';

function refuse(message: string): never {
  throw new AppError('INVALID_FIELD_VALUE', ['content', message], [{ path: 'content', message, code: 'INVALID_FIELD_VALUE' }]);
}

/** The syntax error of a script's code (as the sandbox compiles it: strict global code, `export function execute` allowed), or undefined. */
export function scriptSyntaxError(code: string): string | undefined {
  try {
    // "use strict" on the first line keeps the error's line number that of the source
    parse(`"use strict";${stripExport(code)}`, { ecmaVersion: 'latest', sourceType: 'script' });
    return undefined;
  } catch (err) {
    const e = err as { message?: string; loc?: { line: number } };
    const message = String(e.message ?? err).replace(/\s*\(\d+:\d+\)$/, '');
    return e.loc ? `syntax error at line ${e.loc.line}: ${message}` : `syntax error: ${message}`;
  }
}

function jsonError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (err) {
    return `not valid JSON: ${(err as Error).message}`;
  }
}

/**
 * Refuses (400 INVALID_FIELD_VALUE naming `content` and the reason) to store an enabled Script
 * whose content could never run or be read (issue 37 item 4): code that does not parse, a JSON
 * item that is not JSON, a `dyno-descriptors` item with a descriptor that cannot become an entity,
 * a `menus` item that does not match schemas/meta/menu-definition.json (docs/menus.md).
 * Saved as it was, such a script used to answer 200 and then fail at every use. A disabled script
 * may be stored as it is (a draft); enabling it checks it. Workflow definitions are checked by
 * workflowScriptHook (server/workflow/loadWorkflow.ts).
 */
export function scriptContentCheck(isBuiltIn: (name: string) => boolean): WriteHook {
  return {
    check({ record }: { record: Rec }) {
      if (record.enabled === false || typeof record.content !== 'string' || !record.content.trim()) return;
      const content = record.content;
      const type = typeof record.type === 'string' ? record.type : undefined;
      if (scriptLanguage(type, content) === 'json') {
        const problem = jsonError(content);
        if (problem) refuse(problem);
        const named = (item: string) => record.name === item || record.registration === item;
        if (named(MENUS_ITEM)) {
          const problem = menuDefinitionProblem(JSON.parse(content));
          if (problem) refuse(`menus: ${problem}`);
        }
        if (named(DYNO_DESCRIPTORS)) {
          const { problems } = dynoDescriptorProblems(JSON.parse(content), isBuiltIn);
          if (problems.length)
            refuse(problems.map((p) => (p.index < 0 ? p.message : `#${p.index + 1} ${typeof p.name === 'string' ? p.name : ''}: ${p.message}`)).join('; '));
        }
        return;
      }
      if (isJsonContent(content)) return;
      const problem = scriptSyntaxError(content);
      if (problem) refuse(problem);
    },
  };
}
