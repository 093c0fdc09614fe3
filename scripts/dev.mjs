// `npm run dev`: the API server (restarts on change, tsx watch) and the Vite dev server with hot
// reload at http://localhost:5173 (it proxies /api to the server on port 5000).
import { spawn } from 'node:child_process';

// Development shows a line per request (the default level, warn, is for running the product).
const env = { LOG_LEVEL: 'info', ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop());
