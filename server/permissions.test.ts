import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES } from '../contracts/permissions';
import { can, permissionsOf } from './permissions';

describe('permission matrix', () => {
  it('gives the owner every permission', () => {
    expect(permissionsOf('owner')).toEqual([...PERMISSIONS]);
  });

  it('gives the admin everything but the subscription and the ownership', () => {
    const admin = permissionsOf('admin');
    expect(admin).not.toContain('Organizations:ManageSubscription');
    expect(admin).not.toContain('Organizations:TransferOwnership');
    expect(admin).toHaveLength(PERMISSIONS.length - 2);
    expect(can('admin', 'Organizations:KickUser')).toBe(true);
  });

  it('lets a member build widgets but not manage the organization', () => {
    expect(permissionsOf('member')).toEqual([
      'Widgets:Create',
      'Widgets:Edit',
      'Widgets:Publish',
      'Widgets:Archive',
      'Widgets:Unarchive',
      'WidgetSecrets:Create',
      'Files:Create',
    ]);
    expect(can('member', 'Widgets:Delete')).toBe(false);
    expect(can('member', 'Organizations:Edit')).toBe(false);
  });

  it('keeps guests read-only', () => {
    expect(permissionsOf('guest')).toEqual([]);
  });

  it('agrees between can and permissionsOf for every cell', () => {
    for (const role of ROLES) {
      for (const permission of PERMISSIONS) {
        expect(can(role, permission)).toBe(permissionsOf(role).includes(permission));
      }
    }
  });
});
