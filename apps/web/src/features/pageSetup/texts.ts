/** Texts of the Page Setup screen that the spec does not word itself (its own are PAGE_SETUP_MSG). */
export const PAGE_SETUP_TEXT = {
  imageAlt: 'Login background',
  hint: 'JPG or PNG, at most 5 MB. Drop an image here or use Upload Image; it replaces the current one.',
} as const;
