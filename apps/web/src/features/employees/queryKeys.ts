/**
 * Query keys of the employee screens. Everything about one employee sits under
 * `employeeKeys.detail(id)`, so a section that saves invalidates that prefix and the whole
 * profile (card, forms, history) reloads, as the spec asks.
 */
export const employeeKeys = {
  all: ['employees'] as const,
  list: () => [...employeeKeys.all, 'list'] as const,
  detail: (id: number) => [...employeeKeys.all, 'detail', id] as const,
  profile: (id: number) => [...employeeKeys.detail(id), 'profile'] as const,
  personal: (id: number) => [...employeeKeys.detail(id), 'personal'] as const,
  employment: (id: number) => [...employeeKeys.detail(id), 'employment'] as const,
  education: (id: number) => [...employeeKeys.detail(id), 'education'] as const,
  contacts: (id: number) => [...employeeKeys.detail(id), 'contacts'] as const,
  documents: (id: number) => [...employeeKeys.detail(id), 'documents'] as const,
  photo: (id: number) => [...employeeKeys.detail(id), 'photo'] as const,
  history: (id: number) => [...employeeKeys.detail(id), 'history'] as const,
  account: (id: number) => [...employeeKeys.detail(id), 'account'] as const,
  approvers: () => [...employeeKeys.all, 'approvers'] as const,
};
