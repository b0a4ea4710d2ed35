import { describe, expect, it } from 'vitest';
import { isQuotaAlert } from './quotaLevel';

describe('isQuotaAlert', () => {
  it('alerts from 80 % of the limit', () => {
    expect(isQuotaAlert(79, 100)).toBe(false);
    expect(isQuotaAlert(80, 100)).toBe(true);
    expect(isQuotaAlert(1, 1)).toBe(true);
    expect(isQuotaAlert(0, 1)).toBe(false);
    expect(isQuotaAlert(1, 0)).toBe(true);
  });
});
