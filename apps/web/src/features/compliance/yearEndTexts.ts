/** Texts of the BIR 2316 and 1604-C alphalist cards (issue 17 section 3; the spec is silent). */
export const YEAR_END_TEXT = {
  bir2316Title: 'BIR 2316',
  alphalistTitle: '1604-C alphalist',
  year: 'Year',
  employee: 'Employee',
  downloadPdf: 'Download PDF',
  allPdf: 'All as one PDF',
  allZip: 'All as ZIP',
  downloadFile: 'Download file',
  downloadDat: 'Download DAT',
  downloading: (percent: number) => `Downloading… ${percent}%`,
  failures: (n: number) => `${n} validation${n === 1 ? '' : 's'} failed: the DAT file will be refused`,
  schedules: (one: number, two: number) => `Schedule 1: ${one} · Schedule 2 (MWE): ${two}`,
  month: 'Month',
} as const;
