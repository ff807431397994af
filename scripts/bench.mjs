// `npm run bench` / `pnpm bench`: the performance budgets of docs/conventions.md section 8, measured and reported.
import { benchApi } from './bench-api.mjs';
import { benchDashboards } from './bench-dashboard.mjs';
import { benchEvents } from './bench-events.mjs';
import { benchWeb } from './bench-web.mjs';
import { buildAll } from './compose.mjs';
import { ensureDeps } from './lib.mjs';

await ensureDeps();
await buildAll();
await benchApi();
await benchDashboards();
await benchEvents();
await benchWeb({ build: false });
