// Placeholder: replaced by the engineer who owns the photo (issue 5, section 2).
export function ProfilePhoto({ employeeId }: { employeeId: number }) {
  return <div data-employee-id={employeeId} />;
}
