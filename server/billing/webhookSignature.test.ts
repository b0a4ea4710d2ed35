import { describe, expect, it } from 'vitest';
import { isValidSignature, signPayload } from './webhookSignature';

describe('billing webhook signature', () => {
  const body = Buffer.from('{"id":"evt_1"}');

  it('is the hex HMAC-SHA256 of the body', () => {
    // echo -n '{"id":"evt_1"}' | openssl dgst -sha256 -hmac secret
    expect(signPayload('secret', body)).toBe('sha256=16abb10adb33ff9cff34f6a57fc2c0b902c11ea19fe73dae86f2940c235e7ed5');
  });

  it('accepts only the signature of the same body and key', () => {
    const signature = signPayload('secret', body);
    expect(isValidSignature('secret', body, signature)).toBe(true);
    expect(isValidSignature('other', body, signature)).toBe(false);
    expect(isValidSignature('secret', Buffer.from('{"id":"evt_2"}'), signature)).toBe(false);
    expect(isValidSignature('secret', body, undefined)).toBe(false);
    expect(isValidSignature('secret', body, signature.slice(0, -1))).toBe(false);
  });
});
