/**
 * Emergency Contacts (spec 2 "Employee profile", 3 "Emergency contact"): a paged record table.
 * The contact number stays text so a mobile number keeps its leading 0.
 */
import { CONTACT_FIELDS, CONTACT_MSG, type ContactRow, contactProblem } from '@sahod/shared';
import { CONTACTS_API, contactsQuery } from './EducationAndContactsApi';
import { ProfileRecordsTable } from './EducationAndContactsTable';

export function EmergencyContactsSection({ employeeId }: { employeeId: number }) {
  return (
    <ProfileRecordsTable<ContactRow>
      employeeId={employeeId}
      label={CONTACT_MSG.title}
      query={contactsQuery(employeeId)}
      endpoints={CONTACTS_API}
      fields={CONTACT_FIELDS}
      validate={contactProblem}
    />
  );
}
