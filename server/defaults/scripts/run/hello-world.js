// @description Smallest run script (seed 000 §7 GET /api/script/runs/hello-world?who): greets the caller
export function execute(ctx) {
  const who = ctx.query.who || ctx.user.username;
  ctx.host.log({ level: 'info', message: `hello-world called by ${ctx.user.username}` });
  return { message: `Hello ${who}`, tenant: ctx.user.tenant, at: ctx.host.now() };
}
