/** Texts of the profile photo that the spec does not word itself (its own are PHOTO_MSG). */
export const PHOTO_TEXT = {
  modalTitle: 'Profile Photo',
  photoAlt: 'Employee photo',
  placeholderAlt: 'No photo',
  hint: 'JPG or PNG, at most 5 MB.',
} as const;
