// `npm run verify-audit`: see apps/server/src/cli/verifyAudit.ts and README "Audit Trail". Runs the TypeScript through tsx.
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/cli/verifyAudit.ts');
