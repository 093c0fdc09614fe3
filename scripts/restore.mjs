// `npm run restore`: see apps/server/src/cli/restore.ts and README "Backups". Runs the TypeScript through tsx.
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/cli/restore.ts');
