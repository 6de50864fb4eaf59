import { StaffLayout } from '../layout/StaffLayout';
import { ReferenceDataScreen } from '../referenceData/ReferenceDataScreen';

/** /Account/reference-data: destinations, cities and hotel lists, managed by administrators. */
export function ReferenceDataPage() {
  return (
    <StaffLayout>
      <ReferenceDataScreen />
    </StaffLayout>
  );
}
