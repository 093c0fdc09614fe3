/**
 * Agency layouts (ph-compliance-outputs 1 to 3). Each is a versioned template; the confidence tag
 * and the source say how far to trust it, and `unconfirmed` makes the screen say so.
 */
import type { Template } from '../template.ts';
import { literal } from '../template.ts';

/** 1.2: one line per employee, 11 fields separated by `;`, `NULL` for an empty field. */
export const SSS_CONTRIBUTION: Template = {
  id: 'sss-contribution',
  version: '2018.1',
  effectiveFrom: '2018-01-16',
  title: 'SSS contribution file (semicolon, e-CCL era)',
  layout: 'delimited',
  delimiter: ';',
  empty: 'NULL',
  charset: 'sss',
  records: {
    detail: {
      fields: [
        { name: 'er_no', format: 'digits', width: 10, required: true },
        { name: 'er_branch', format: 'digits', width: 3, required: true },
        { name: 'sss_no', format: 'digits', width: 10, required: true },
        { name: 'last_name', required: true },
        { name: 'first_name', required: true },
        { name: 'suffix' },
        { name: 'middle_initial' },
        { name: 'compensation', format: 'amount', required: true },
        { name: 'remark', required: true },
        { name: 'remark_date', format: 'MMDDYYYY' },
        { name: 'position' },
      ],
    },
  },
  fileName: 'SSS_{er}_{MMYYYY}.txt',
  mediaType: 'text/plain',
  confidence: 'U',
  unconfirmed: true,
  source:
    'ph-compliance-outputs 1.2 [1S: Odoo l10n_ph_hr_payroll.sss_contribution]; acceptance by My.SSS and the file name are UNCONFIRMED',
};

/**
 * 2.2: no EPRS bulk-upload layout exists publicly, so this is an RF-1-equivalent CSV for
 * reconciliation and keying into EPRS (the reference's assumption), with the RF-1 columns.
 */
export const PHILHEALTH_RF1: Template = {
  id: 'philhealth-rf1',
  version: '2019.1',
  effectiveFrom: '2019-01-01',
  title: 'PhilHealth RF-1 remittance report (CSV)',
  layout: 'delimited',
  delimiter: ',',
  csvQuoting: true,
  charset: 'report',
  records: {
    heading: {
      fields: [
        literal('PIN'),
        literal('LAST NAME'),
        literal('SUFFIX'),
        literal('FIRST NAME'),
        literal('MIDDLE NAME'),
        literal('DATE OF BIRTH'),
        literal('SEX'),
        literal('MONTHLY SALARY BASE'),
        literal('PS'),
        literal('ES'),
        literal('TOTAL'),
        literal('STATUS'),
        literal('EFFECTIVITY DATE'),
      ],
    },
    detail: {
      fields: [
        { name: 'philhealth_no', format: 'digits', width: 12 },
        { name: 'last_name', required: true },
        { name: 'suffix' },
        { name: 'first_name', required: true },
        { name: 'middle_name' },
        { name: 'birth_date', format: 'MM-DD-YYYY' },
        { name: 'sex' },
        { name: 'salary_base', format: 'amount', required: true },
        { name: 'ps', format: 'amount', required: true },
        { name: 'es', format: 'amount', required: true },
        { name: 'total', format: 'amount', required: true },
        { name: 'status' },
        { name: 'effectivity_date', format: 'MM-DD-YYYY' },
      ],
    },
    total: {
      fields: [
        literal('GRAND TOTAL'),
        { name: 'employees', format: 'integer' },
        literal(''),
        literal(''),
        literal(''),
        literal(''),
        literal(''),
        literal(''),
        { name: 'ps', format: 'amount' },
        { name: 'es', format: 'amount' },
        { name: 'total', format: 'amount' },
        literal(''),
        literal(''),
      ],
    },
  },
  fileName: 'RF1_{pen}_{MMYYYY}.csv',
  mediaType: 'text/csv',
  confidence: 'U',
  unconfirmed: true,
  source:
    'ph-compliance-outputs 2.2 RF-1 columns [C]; no EPRS upload layout was found [U]: a report for reconciliation',
};

/** 3.2: the MSRF (HQP-TMF-381) member rows as CSV; the bank-issued template is the authority. */
export const PAGIBIG_MSRF: Template = {
  id: 'pagibig-msrf',
  version: '2024.1',
  effectiveFrom: '2024-02-01',
  title: 'Pag-IBIG membership savings remittance (MSRF, CSV)',
  layout: 'delimited',
  delimiter: ',',
  csvQuoting: true,
  charset: 'report',
  records: {
    heading: {
      fields: [
        literal('PAG-IBIG MID NO'),
        literal('MP2 ACCOUNT NO'),
        literal('LAST NAME'),
        literal('FIRST NAME'),
        literal('NAME EXTENSION'),
        literal('MIDDLE NAME'),
        literal('PERIOD COVERED'),
        literal('MONTHLY COMPENSATION'),
        literal('EE SHARE'),
        literal('ER SHARE'),
        literal('TOTAL'),
        literal('REMARKS'),
      ],
    },
    detail: {
      fields: [
        { name: 'pagibig_no', format: 'digits', width: 12 },
        { name: 'mp2_no', format: 'digits', width: 12 },
        { name: 'last_name', required: true },
        { name: 'first_name', required: true },
        { name: 'suffix' },
        { name: 'middle_name' },
        { name: 'period', format: 'digits', width: 6, required: true },
        { name: 'compensation', format: 'amount', required: true },
        { name: 'ee', format: 'amount', required: true },
        { name: 'er', format: 'amount', required: true },
        { name: 'total', format: 'amount', required: true },
        { name: 'remarks' },
      ],
    },
    total: {
      fields: [
        literal('GRAND TOTAL'),
        literal(''),
        literal(''),
        literal(''),
        literal(''),
        literal(''),
        literal(''),
        { name: 'compensation', format: 'amount' },
        { name: 'ee', format: 'amount' },
        { name: 'er', format: 'amount' },
        { name: 'total', format: 'amount' },
        literal(''),
      ],
    },
  },
  fileName: 'MSRF_{erid}_{MMYYYY}.csv',
  mediaType: 'text/csv',
  confidence: 'U',
  unconfirmed: true,
  source:
    'ph-compliance-outputs 3.2 MSRF fields [1S: ilovedeped.net MSRF guide]; electronic layouts come from the accredited bank (Circular 355) [U]',
};

/**
 * 3.3: the only electronic remittance layout found (oclp-workwise `export_pagibig_to_disk`), taken
 * for its field set; amounts written with two decimals, zero-filled (the source's defects fixed).
 */
export const PAGIBIG_EH01: Template = {
  id: 'pagibig-eh01',
  version: '2016.1',
  effectiveFrom: '2016-01-01',
  title: 'Pag-IBIG remittance file (fixed width, EH01/DT)',
  layout: 'fixed',
  charset: 'alphanumeric',
  records: {
    header: {
      length: 4 + 6 + 15 + 103 + 100 + 7 + 7,
      fields: [
        literal('EH01'),
        { name: 'period', format: 'digits', width: 6, required: true },
        { name: 'er_id', format: 'digits', width: 15, align: 'left', pad: ' ', required: true },
        { name: 'employer_name', width: 103 },
        { name: 'address', width: 100 },
        { name: 'zip', format: 'digits', width: 7, align: 'left', pad: ' ' },
        { name: 'telephone', format: 'digits', width: 7, align: 'left', pad: ' ' },
      ],
    },
    detail: {
      length: 2 + 27 + 30 + 30 + 30 + 13 + 13 + 15 + 8,
      fields: [
        literal('DT'),
        { name: 'pagibig_no', format: 'digits', width: 27, align: 'left', pad: ' ', required: true },
        { name: 'last_name', width: 30, required: true },
        { name: 'first_name', width: 30, required: true },
        { name: 'middle_name', width: 30 },
        { name: 'ee', format: 'amount', width: 13 },
        { name: 'er', format: 'amount', width: 13 },
        { name: 'tin', format: 'digits', width: 15, align: 'left', pad: ' ' },
        { name: 'birth_date', format: 'YYYYMMDD', width: 8, pad: ' ' },
      ],
    },
  },
  fileName: '{MMYYYY}.txt',
  mediaType: 'text/plain',
  confidence: 'U',
  unconfirmed: true,
  source:
    'ph-compliance-outputs 3.3 [U: oclp-workwise export_pagibig_to_disk, an approximation with visible defects]',
};
