/**
 * @sahod/compliance: Philippine payroll compliance outputs (SSS, PhilHealth, Pag-IBIG, BIR 1601-C,
 * 2316, 1604-C alphalist, bank credit files) as pure functions over rows read from stored payslips.
 * Versioned templates rendered by one writer; money in integer centavos; no clock, no I/O.
 */
export {
  type AlphalistEntry,
  type AlphalistFailure,
  type AlphalistReport,
  type AlphalistRow,
  AlphalistValidationError,
  alphalistFile,
  alphalistReport,
  checkControls,
  type D1Amounts,
  type D2Amounts,
  d1From2316,
  d2From2316,
  type PreviousEmployerD1,
  type PreviousEmployerD2,
  validateAlphalist,
  type WithholdingSplit,
} from './alphalist.ts';
export {
  BANK_ACCOUNT_DIGITS,
  BANK_AMOUNT_KEYS,
  BANK_NAMES,
  BANKS,
  type Bank,
  type BankFileOptions,
  type BankInput,
  type BankRow,
  type BankTotals,
  bankFile,
  bankReport,
  bpiHash,
  isBank,
} from './banks.ts';
export {
  ANNUAL_TAX_FREE_COMPENSATION,
  BIR1601C_LABELS,
  type Bir1601c,
  type Bir1601cInput,
  type Bir1601cItem,
  type Bir1601cItems,
  type Bir1601cRow,
  bir1601c,
} from './bir1601c.ts';
export {
  BIR2316_ITEMS,
  type Bir2316Input,
  type Bir2316Items,
  bir2316FileName,
  bir2316Items,
} from './bir2316.ts';
export {
  type DueDateOptions,
  dueDate,
  dueStatus,
  EVENT_OUTPUTS,
  type EventOutput,
  eventDueDate,
  MONTHLY_OUTPUTS,
  type MonthlyOutput,
  nextWorkingDay,
  YEARLY_OUTPUTS,
  type YearlyOutput,
  yearlyDueDate,
} from './calendar.ts';
export {
  type ComplianceWarning,
  displayName,
  type EmployeeRef,
  type Employer,
  type GeneratedFile,
  MissingDataError,
  type Report,
  toPesos,
} from './common.ts';
export { FILING_OUTPUTS, type FilingDeadline, type FilingOutput, filingDeadlines } from './filings.ts';
export {
  type Form1604cMonth,
  type Form1604cSummary,
  form1604cSummary,
  type Remittance1601c,
} from './form1604c.ts';
export {
  amountText,
  ComplianceInputError,
  type DatePattern,
  formatDate,
  type Period,
  parsePeriod,
  pesos,
} from './format.ts';
export {
  PAGIBIG_AMOUNT_KEYS,
  type PagibigInput,
  type PagibigLayout,
  type PagibigRow,
  type PagibigTotals,
  pagibigFile,
  pagibigReport,
} from './pagibig.ts';
export {
  PHILHEALTH_AMOUNT_KEYS,
  type PhilhealthInput,
  type PhilhealthRow,
  type PhilhealthStatus,
  type PhilhealthTotals,
  philhealthFile,
  philhealthReport,
} from './philhealth.ts';
export {
  type MonthStatus,
  monthStatus,
  SSS_AMOUNT_KEYS,
  type SssInput,
  type SssRemark,
  type SssRow,
  type SssTotals,
  sssFile,
  sssReport,
} from './sss.ts';
export {
  type Confidence,
  CRLF,
  checkTemplate,
  type FieldDef,
  type FieldFormat,
  type OutputRecord,
  type RecordDef,
  renderFile,
  renderFileName,
  renderLines,
  renderRecord,
  selectTemplate,
  type Template,
  templateNotice,
  UNCONFIRMED_NOTICE,
} from './template.ts';
export { TEMPLATES } from './templates/index.ts';
export { CHARSETS, type Charset, digitsOnly, sanitize, transliterate } from './text.ts';
export {
  ANNUALIZATION_AMOUNT_KEYS,
  type AnnualizationInput,
  type AnnualizationRow,
  annualizationRows,
  THIRTEENTH_AMOUNT_KEYS,
  type ThirteenthMonthInput,
  type ThirteenthMonthRow,
  thirteenthMonthRows,
} from './yearend.ts';
