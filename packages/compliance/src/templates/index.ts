/** Every template, all versions: `selectTemplate(TEMPLATES, id, date)` picks the one in force. */
import type { Template } from '../template.ts';
import { PAGIBIG_EH01, PAGIBIG_MSRF, PHILHEALTH_RF1, SSS_CONTRIBUTION } from './agencies.ts';
import { BANK_BDO, BANK_BPI, BANK_CSV, BANK_METROBANK, BANK_SECURITYBANK, BANK_UCPB } from './banks.ts';
import { ALPHALIST_1604C } from './bir.ts';

export const TEMPLATES: readonly Template[] = [
  SSS_CONTRIBUTION,
  PHILHEALTH_RF1,
  PAGIBIG_MSRF,
  PAGIBIG_EH01,
  BANK_BPI,
  BANK_METROBANK,
  BANK_SECURITYBANK,
  BANK_UCPB,
  BANK_BDO,
  BANK_CSV,
  ALPHALIST_1604C,
];
