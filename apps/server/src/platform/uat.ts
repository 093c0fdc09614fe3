/**
 * Whether the installation is marked UAT (issue 22 section 4): an Admin Panel setting, on for the
 * demo and off for a fresh installation. While it is off the 'DEV/UAT TOOLS - CALCULATE PAY/BULK
 * DELETE' are hidden and their endpoints refuse with 409, and no UAT badge is shown.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import type { Clock } from './clock.ts';
import { conflict } from './errors.ts';
import { getSetting, setSetting } from './settings.ts';

export const UAT_SETTING = 'uat_mode';
export const UAT_OFF_MSG =
  'The DEV/UAT tools are available only while the installation is marked UAT (Admin Panel).';

export async function isUat(db: Kysely<DB> | Transaction<DB>): Promise<boolean> {
  return (await getSetting(db, UAT_SETTING)) === '1';
}

export async function setUat(db: Kysely<DB> | Transaction<DB>, clock: Clock, on: boolean): Promise<void> {
  await setSetting(db, clock, UAT_SETTING, on ? '1' : '0');
}

/** preHandler of a DEV/UAT endpoint: 409 while the installation is not marked UAT. */
export function uatOnly(deps: { db: Kysely<DB> }) {
  return async () => {
    if (!(await isUat(deps.db))) throw conflict(UAT_OFF_MSG);
  };
}
