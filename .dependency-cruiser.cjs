/**
 * The import rules of the repository (docs/architecture.md, "Import rules"), checked by `npm run lint:deps`
 * (part of `npm run lint`, so of `npm test` and CI). No exception list: a rule that does not hold is fixed in the code.
 */
const layer = (name, forbidden) => ({
  name: `${name}-imports-downward`,
  comment: `${name}/ imports only the layers below it: schemas -> engine -> scripts-sandbox, renderers -> app; server beside app`,
  severity: 'error',
  from: { path: `^${name}/` },
  to: { path: `^(${forbidden.join('|')})/` },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module reaches itself again through its imports: a circle ties files that can no longer be understood or changed apart',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer('schemas', ['engine', 'scripts-sandbox', 'renderers', 'app', 'server']),
    layer('engine', ['scripts-sandbox', 'renderers', 'app', 'server']),
    layer('scripts-sandbox', ['renderers', 'app', 'server']),
    layer('renderers', ['app', 'server']),
    layer('app', ['server']),
    layer('server', ['renderers', 'app']),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.server)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { dot: { collapsePattern: 'node_modules/(@[^/]+/[^/]+|[^/]+)' } },
  },
};
