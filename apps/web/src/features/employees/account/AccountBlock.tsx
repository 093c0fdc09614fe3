// Placeholder: replaced by the engineer who owns the User Account Information block (issue 5).
export function AccountBlock({ employeeId }: { employeeId: number }) {
  return <div data-employee-id={employeeId} />;
}
