#!/usr/bin/env node
// Stops a Directus started by start.mjs, by the PID in its PID file.
//   node cms/scripts/stop.mjs [--data-dir <dir>] [--pid-file <file>]
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CMS_DIR, log, parseArgs } from './lib/util.mjs';

const args = parseArgs(process.argv.slice(2), { 'data-dir': 'string', 'pid-file': 'string' });
const pidFile = path.resolve(args.pidFile ?? path.join(args.dataDir ?? path.join(CMS_DIR, 'data'), 'directus.pid'));
if (!existsSync(pidFile)) {
  log(`No PID file at ${pidFile}: nothing to stop`);
  process.exit(0);
}
const pid = Number(readFileSync(pidFile, 'utf8'));
const alive = () => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
if (pid && alive()) {
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive()) process.kill(pid, 'SIGKILL');
  log(`Stopped Directus (PID ${pid})`);
} else log(`Directus (PID ${pid}) was not running`);
rmSync(pidFile, { force: true });
