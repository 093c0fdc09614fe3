// `npm start` / `npm run demo`: builds the web app when it is missing or older than its sources,
// then runs the server (TypeScript through tsx) in this process.
import { ensureWebBuilt } from './web-build.mjs';

await ensureWebBuilt();
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/main.ts');
