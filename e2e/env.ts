/** Credentials of the e2e server (demo data; see playwright.config.ts and README "Demo data"). */
export const ADMIN = { username: 'admin', password: 'Admin#12345' };
export const DEMO_PASSWORD = 'Sahod#2026demo';
export const EMPLOYEE = { username: 'employee', password: DEMO_PASSWORD };
export const HR = { username: 'hr.manager', password: DEMO_PASSWORD };
