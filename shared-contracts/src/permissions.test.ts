import { can, effectiveRole, meFlags, permissionsOf, ROLE_PERMISSIONS, titleCase } from './permissions.js';

describe('permission matrix (spec section 6)', () => {
  it('counts only the first role', () => {
    expect(effectiveRole(['AGENCY_USER', 'SUPER_ADMIN'])).toBe('AGENCY_USER');
    expect(can(['AGENCY_USER', 'SUPER_ADMIN'], 'usersRead')).toBe(false);
  });

  it('gives no permission without a known role', () => {
    expect(permissionsOf([]).size).toBe(0);
    expect(permissionsOf(undefined).size).toBe(0);
    expect(permissionsOf(['GUEST']).size).toBe(0);
  });

  it('limits the agency user to reading and editing projects', () => {
    expect([...permissionsOf(['AGENCY_USER'])].sort()).toEqual(['projectsEdit', 'projectsRead']);
  });

  it('lets the brand manager read agencies and brands but not entities', () => {
    expect(meFlags(['BRAND_MANAGER'])).toEqual({
      projectsRead: true,
      projectsCreate: true,
      usersRead: true,
      brandsRead: true,
      siteTypesRead: false,
      domainsRead: false,
      agenciesRead: true,
      entitiesRead: false,
      dashboardsRead: true,
    });
    expect(can(['BRAND_MANAGER'], 'agenciesReview')).toBe(false);
  });

  it('gives the agency manager project and user management without deleting users', () => {
    const granted = permissionsOf(['AGENCY_MANAGER']);
    expect(granted.has('projectUserAdd')).toBe(true);
    expect(granted.has('usersDelete')).toBe(false);
    expect(granted.has('dashboardsRead')).toBe(false);
  });

  it('gives the super admin every permission including review and redirects', () => {
    expect(ROLE_PERMISSIONS.SUPER_ADMIN).toContain('agenciesReview');
    expect(ROLE_PERMISSIONS.SUPER_ADMIN).toContain('redirectsEdit');
    expect(Object.values(meFlags(['SUPER_ADMIN'])).every(Boolean)).toBe(true);
  });

  it('shows upper-snake roles in Title Case', () => {
    expect(titleCase('AGENCY_MANAGER')).toBe('Agency Manager');
    expect(titleCase('SUPER_ADMIN')).toBe('Super Admin');
  });
});
