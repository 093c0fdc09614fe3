/** Educational Background (spec 2 "Employee profile", 3 "Education record"): a paged record table. */
import { EDUCATION_FIELDS, EDUCATION_MSG, type EducationRow, educationProblem } from '@sahod/shared';
import { EDUCATION_API, educationQuery } from './EducationAndContactsApi';
import { ProfileRecordsTable } from './EducationAndContactsTable';

export function EducationSection({ employeeId }: { employeeId: number }) {
  return (
    <ProfileRecordsTable<EducationRow>
      employeeId={employeeId}
      label={EDUCATION_MSG.title}
      query={educationQuery(employeeId)}
      endpoints={EDUCATION_API}
      fields={EDUCATION_FIELDS}
      numberFields={['graduation_year']}
      validate={(values) => educationProblem(values, new Date())}
    />
  );
}
