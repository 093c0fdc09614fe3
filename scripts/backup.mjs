// `npm run backup`: see apps/server/src/cli/backup.ts and README "Backups". Runs the TypeScript through tsx.
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/cli/backup.ts');
