// `npm run reset-admin -- <username>`: restores an account's administrator access (see
// apps/server/src/cli/resetAdmin.ts). Runs the TypeScript through tsx, like `npm start`.
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/cli/resetAdmin.ts');
