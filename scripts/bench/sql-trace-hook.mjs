// Preloaded (`node --import`) into a server by sql-trace.mjs: appends every statement the pg driver sends, with the
// backend's pid and the prepared statement's name, to SQL_TRACE_FILE. Bench use only.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(process.cwd(), 'apps/server/package.json'));
const pg = require('pg');
const file = process.env.SQL_TRACE_FILE;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function traced(config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  const name = typeof config === 'object' && config?.name ? config.name : '-';
  if (file) appendFileSync(file, `${this.processID} ${name} ${String(text).replace(/\s+/g, ' ').trim()}\n`);
  return query.call(this, config, values, callback);
};
