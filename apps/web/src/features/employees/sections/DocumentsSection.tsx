// Placeholder: replaced by the engineer who owns this section (issue 5, section 2).
export function DocumentsSection({ employeeId }: { employeeId: number }) {
  return <div data-employee-id={employeeId}>Loading...</div>;
}
