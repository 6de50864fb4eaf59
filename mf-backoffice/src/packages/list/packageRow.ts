import type { catalogueCalls, ResponseOf } from '@agency/contracts';

/** One package of the staff list, as the list call answers it. */
export type PackageRow = ResponseOf<typeof catalogueCalls.listStaffPackages>['data'][number];
