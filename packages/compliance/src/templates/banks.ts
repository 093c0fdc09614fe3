/**
 * Bank payroll credit layouts (ph-compliance-outputs 6). No bank publishes its spec; each layout
 * comes from one public implementation, so every bank template is unconfirmed: the bank's current
 * spec and its validator are the authority. Amounts are zero-filled integer centavos unless noted.
 */
import type { FieldDef, Template } from '../template.ts';
import { literal } from '../template.ts';

const centavos = (name: string, width: number): FieldDef => ({
  name,
  format: 'centavos',
  width,
  required: true,
});
const digits = (name: string, width: number): FieldDef => ({ name, format: 'digits', width, required: true });

const BANK_SOURCE = 'dchallenger/oclp-workwise bankremittance_report.php export_to_disk (commit 7d73b19)';

/** 6.1: header, one detail per credit with its hash, trailer with the hash total. */
export const BANK_BPI: Template = {
  id: 'bank-bpi',
  version: '2016.1',
  effectiveFrom: '2016-01-01',
  title: 'BPI payroll credit file',
  layout: 'fixed',
  charset: 'alphanumeric',
  records: {
    header: {
      length: 53,
      fields: [
        literal('H'),
        { name: 'company_code', width: 5, required: true },
        { name: 'credit_date', format: 'MMDDYY', width: 6, required: true },
        digits('batch_no', 2),
        literal('1'),
        digits('funding_account', 10),
        digits('funding_branch', 3),
        centavos('ceiling_amount', 12),
        centavos('total', 12),
        literal('1'),
      ],
    },
    detail: {
      length: 49,
      fields: [
        literal('D'),
        { name: 'company_code', width: 5, required: true },
        { name: 'credit_date', format: 'MMDDYY', width: 6, required: true },
        digits('batch_no', 2),
        literal('3'),
        digits('account_no', 10),
        centavos('amount', 12),
        centavos('hash', 12),
      ],
    },
    trailer: {
      length: 78,
      fields: [
        literal('T'),
        { name: 'company_code', width: 5, required: true },
        { name: 'credit_date', format: 'MMDDYY', width: 6, required: true },
        digits('batch_no', 2),
        literal('2'),
        digits('funding_account', 10),
        digits('account_sum', 15),
        centavos('total', 15),
        centavos('hash_total', 18),
        { name: 'count', format: 'integer', width: 5, required: true },
      ],
    },
  },
  fileName: 'BPI_{company_code}_{MMDDYY}_{batch_no}.txt',
  mediaType: 'text/plain',
  confidence: '1S',
  unconfirmed: true,
  source: `ph-compliance-outputs 6.1 [1S: ${BANK_SOURCE}]; the ceiling amount comes from the bank enrolment [U]`,
};

/** 6.2 variant 1: one 98-character record per credit, no header or trailer. */
export const BANK_METROBANK: Template = {
  id: 'bank-metrobank',
  version: '2016.1',
  effectiveFrom: '2016-01-01',
  title: 'Metrobank payroll credit file',
  layout: 'fixed',
  charset: 'alphanumeric',
  records: {
    detail: {
      length: 98,
      fields: [
        literal('2'),
        digits('branch_code', 3),
        literal('26'),
        literal('001'),
        digits('branch_code', 3),
        literal('0000000'),
        { name: 'company_name', width: 40, align: 'right', required: true },
        digits('account_no', 10),
        centavos('amount', 15),
        literal('9'),
        { name: 'company_code', width: 5, required: true },
        { name: 'credit_date', format: 'YYYYMMDD', width: 8, required: true },
      ],
    },
  },
  fileName: 'MBTC_{company_code}_{YYYYMMDD}.txt',
  mediaType: 'text/plain',
  confidence: 'U',
  unconfirmed: true,
  source: `ph-compliance-outputs 6.2 variant 1 [1S: ${BANK_SOURCE}]; a second public variant disagrees [U]`,
};

/** 6.3: header PHP01, details PHP10. */
export const BANK_SECURITYBANK: Template = {
  id: 'bank-securitybank',
  version: '2016.1',
  effectiveFrom: '2016-01-01',
  title: 'Security Bank payroll credit file',
  layout: 'fixed',
  charset: 'alphanumeric',
  records: {
    header: {
      length: 40,
      fields: [
        literal('PHP01'),
        digits('funding_account', 13),
        { name: 'credit_date', format: 'MMDDYY', width: 6, required: true },
        literal('200'),
        centavos('total', 13),
      ],
    },
    detail: {
      length: 40,
      fields: [
        literal('PHP10'),
        digits('account_no', 13),
        digits('bank_code', 4),
        literal('00700'),
        centavos('amount', 13),
      ],
    },
  },
  fileName: 'SBC_{funding_account}_{MMDDYY}.txt',
  mediaType: 'text/plain',
  confidence: '1S',
  unconfirmed: true,
  source: `ph-compliance-outputs 6.3 [1S: ${BANK_SOURCE}]`,
};

/** 6.3: header and details both carry the funding account and the credit date. */
export const BANK_UCPB: Template = {
  id: 'bank-ucpb',
  version: '2016.1',
  effectiveFrom: '2016-01-01',
  title: 'UCPB payroll credit file',
  layout: 'fixed',
  charset: 'alphanumeric',
  records: {
    header: {
      length: 47,
      fields: [
        digits('funding_account', 12),
        digits('batch_no', 12),
        centavos('total', 15),
        { name: 'credit_date', format: 'YYYYMMDD', width: 8, required: true },
      ],
    },
    detail: {
      length: 47,
      fields: [
        digits('funding_account', 12),
        digits('account_no', 12),
        centavos('amount', 15),
        { name: 'credit_date', format: 'YYYYMMDD', width: 8, required: true },
      ],
    },
  },
  fileName: 'UCPB_{batch_no}_{YYYYMMDD}.txt',
  mediaType: 'text/plain',
  confidence: '1S',
  unconfirmed: true,
  source: `ph-compliance-outputs 6.3 [1S: ${BANK_SOURCE}]; UCPB was absorbed by Landbank [U]`,
};

/** 6 (BDO, hrone variant): `account + 4 spaces + amount`, file named `<companycode><MMDDYY><batch>`. */
export const BANK_BDO: Template = {
  id: 'bank-bdo',
  version: '2016.1',
  effectiveFrom: '2016-01-01',
  title: 'BDO payroll credit file',
  layout: 'delimited',
  delimiter: '    ',
  charset: 'alphanumeric',
  records: {
    detail: {
      fields: [
        { name: 'account_no', format: 'digits', required: true },
        { name: 'amount', format: 'amount', required: true },
      ],
    },
  },
  fileName: '{company_code}{MMDDYY}{batch_no}',
  mediaType: 'text/plain',
  confidence: 'U',
  unconfirmed: true,
  source:
    'ph-compliance-outputs 6 [1S: argee23/hrone reports_payroll.php extract_bank_file]; the amount format is not stated (two decimals assumed) [U]',
};

/** Any other bank: a plain CSV for the bank's own upload screen or spreadsheet. */
export const BANK_CSV: Template = {
  id: 'bank-csv',
  version: '2026.1',
  effectiveFrom: '2016-01-01',
  title: 'Payroll credit list (CSV)',
  layout: 'delimited',
  delimiter: ',',
  csvQuoting: true,
  charset: 'report',
  records: {
    heading: { fields: [literal('ACCOUNT NUMBER'), literal('ACCOUNT NAME'), literal('AMOUNT')] },
    detail: {
      fields: [
        { name: 'account_no', format: 'digits', required: true },
        { name: 'account_name' },
        { name: 'amount', format: 'amount', required: true },
      ],
    },
  },
  fileName: 'PAYROLL_{YYYYMMDD}_{batch_no}.csv',
  mediaType: 'text/csv',
  confidence: 'D',
  unconfirmed: false,
  source: "Sahod's own list (ph-compliance-outputs 6.4 fields); not a bank layout",
};
