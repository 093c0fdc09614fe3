/** The cache that may hold one person's data (their own payslips): deleted on sign-out and sign-in. */
export const PRIVATE_CACHE = 'sahod-private';
