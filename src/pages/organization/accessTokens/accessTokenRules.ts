// Access tokens (studio.md §2.10, §5): the create form's defaults and rules, the expired flag and
// who may create or revoke. Pure, unit-tested.
import { define, object, refine, string } from 'superstruct';
import { DESCRIPTION_MAX, NAME_MAX } from '../../../../contracts/constants';
import { maxLength } from '../../../../contracts/rules';
import type { Permission } from '../../../../contracts/permissions';

export type TokenFormValues = {
  name: string;
  description: string;
  /** yyyy-mm-dd from the date input. */
  expiresOn: string;
};

function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** One calendar month after `now` (clamped to the month's last day). */
export function oneMonthFrom(now: Date): Date {
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1, now.getHours(), now.getMinutes());
  const lastDay = new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate();
  next.setDate(Math.min(now.getDate(), lastDay));
  return next;
}

/** Empty name and description, expiry one month from now. */
export function tokenFormDefaults(now: Date = new Date()): TokenFormValues {
  return { name: '', description: '', expiresOn: isoDay(oneMonthFrom(now)) };
}

/** The local end of the chosen day, as the ISO instant the API receives. */
export function expiresAtFromDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!, 23, 59, 59, 999).toISOString();
}

/** The create form's schema over its values: name required, expiry a date not before today. */
export function tokenFormSchema(now: () => Date = () => new Date()) {
  return object({
    name: refine(
      refine(string(), 'name-required', (value) => value.trim().length > 0),
      'too-long-name',
      (value) => value.length <= NAME_MAX,
    ),
    description: maxLength(DESCRIPTION_MAX, 'too-long-description'),
    expiresOn: define<string>('expires-in-past', (value) => {
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      return value >= isoDay(now());
    }),
  });
}

export const TOKEN_MESSAGES: Record<string, string> = {
  'name-required': 'Please enter a name.',
  'expires-in-past': 'The expiry date must be in the future.',
};

/** Expired when expiresAt is earlier than now. */
export function isExpired(token: { expiresAt: string }, now: Date = new Date()): boolean {
  return Date.parse(token.expiresAt) < now.getTime();
}

export function createTokenBlocker(permissions: readonly Permission[]): string | null {
  return permissions.includes('Organizations:CreateAccessToken') ? null : 'You do not have permission to create access tokens in this organization.';
}

export function revokeTokenBlocker(permissions: readonly Permission[]): string | null {
  return permissions.includes('Organizations:DeleteAccessToken') ? null : 'You do not have permission to revoke access tokens in this organization.';
}
