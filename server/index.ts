import { build } from './app.ts';
import { readConfig } from './config.ts';

const config = readConfig();
const app = await build(config);
const { generatedPassword } = app.firstStart;
if (generatedPassword) {
  console.log(`\n  First start: admin@master password is ${generatedPassword}`);
  console.log(`  (also written to ${config.dataDir}/admin-password.txt)\n`);
}
await app.listen({ port: config.port, host: config.host });
console.log(`Tabula is running on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
