import { describe, expect, it } from 'vitest';
import { assertWidgetInOrganization, requireOrganizationId, requireWidgetIds } from './guards';
import { NotFoundError } from './NotFoundError';
import { InvalidOrganizationIdError, InvalidWidgetIdError, WidgetDoesNotBelongToOrganizationError, isGuardError } from './guardErrors';

const O = '0b7f3c2e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const W = '1c8a4d3f-2b3c-4d5e-9f0a-1b2c3d4e5f60';

describe('route guards', () => {
  it('requires an organization id', () => {
    expect(requireOrganizationId({ organizationId: O })).toBe(O);
    expect(() => requireOrganizationId({ organizationId: 'no-such-page' })).toThrow(NotFoundError);
    expect(() => requireOrganizationId({})).toThrow(InvalidOrganizationIdError);
    expect(() => requireOrganizationId({ organizationId: ' ' })).toThrow(InvalidOrganizationIdError);
  });

  it('requires a widget id on widget routes', () => {
    expect(requireWidgetIds({ organizationId: O, widgetId: W })).toEqual({ organizationId: O, widgetId: W });
    expect(() => requireWidgetIds({ organizationId: O })).toThrow(InvalidWidgetIdError);
    expect(() => requireWidgetIds({ organizationId: O, widgetId: 'x' })).toThrow(NotFoundError);
    expect(() => requireWidgetIds({ widgetId: 'w' })).toThrow(InvalidOrganizationIdError);
  });

  it('rejects a widget of another organization', () => {
    expect(() => assertWidgetInOrganization({ id: 'w', organizationId: 'o' }, 'o')).not.toThrow();
    let caught: unknown;
    try {
      assertWidgetInOrganization({ id: 'w', organizationId: 'other' }, 'o');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(WidgetDoesNotBelongToOrganizationError);
    expect(isGuardError(caught)).toBe(true);
    expect((caught as Error).name).toBe('WidgetDoesNotBelongToOrganizationError');
    expect((caught as Error).message).toContain('does not belong');
  });
});
