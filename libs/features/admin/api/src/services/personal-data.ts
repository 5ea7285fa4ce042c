import type { PersonalDataSource } from '@facet/platform-db';

export const adminPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'platform_admins',
    holdsNoSubjectData:
      'the platform staff’s own accounts: no data-rights request reaches them; an admin is ' +
      'removed by another admin in the back office',
  },
];
