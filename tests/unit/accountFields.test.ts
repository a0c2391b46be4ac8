import { describe, expect, it } from 'vitest';
import { checkAccountFields } from '../../server/src/platform/accountFields';
import { HttpError } from '../../server/src/platform/httpError';

/** The 400 checkAccountFields throws, as {detail, field errors}; null when it accepts the fields. */
function refusal(fields: Parameters<typeof checkAccountFields>[0]) {
  try {
    checkAccountFields(fields);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    const { statusCode, params, fieldErrors } = error as HttpError;
    expect(statusCode).toBe(400);
    return { detail: params.detail, fieldErrors };
  }
}

describe('checkAccountFields (SPEC 5 on the server)', () => {
  it('accepts good fields, and fields that are not given', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ email: ' ani@example.id ', password: 'Rahasia#2026', fullname: '  Ani  ', phone: '0812-3456-7890' })).toBeNull();
    // An empty phone is no phone.
    expect(refusal({ phone: '   ' })).toBeNull();
  });

  it('reports every broken field at once, in the order of the form', () => {
    expect(refusal({ email: 'ani@', password: 'short', fullname: ' ', phone: '12ab' })).toEqual({
      detail: 'email, password, fullname, phone',
      fieldErrors: { email: 'validation.email', password: 'validation.password', fullname: 'validation.fullname', phone: 'validation.phone' },
    });
  });

  it('reports only the broken field', () => {
    expect(refusal({ email: 'ani@example.id', password: 'Rahasia#2026', fullname: 'Ani', phone: 'x' })).toEqual({
      detail: 'phone',
      fieldErrors: { phone: 'validation.phone' },
    });
    expect(refusal({ email: 'not-an-email' })).toEqual({ detail: 'email', fieldErrors: { email: 'validation.email' } });
    expect(refusal({ password: 'Rahasia 2026' })).toEqual({ detail: 'password', fieldErrors: { password: 'validation.password' } });
  });

  it('takes a full name of 1 to 100 characters after trimming', () => {
    expect(refusal({ fullname: 'A' })).toBeNull();
    expect(refusal({ fullname: ` ${'a'.repeat(100)} ` })).toBeNull();
    expect(refusal({ fullname: 'a'.repeat(101) })).toEqual({ detail: 'fullname', fieldErrors: { fullname: 'validation.fullname' } });
    expect(refusal({ fullname: '' })).toEqual({ detail: 'fullname', fieldErrors: { fullname: 'validation.fullname' } });
  });

  it('trims the e-mail and the phone before checking them, but not the password', () => {
    expect(refusal({ email: '  ani@example.id\t' })).toBeNull();
    expect(refusal({ phone: ' 081234567890 ' })).toBeNull();
    expect(refusal({ password: ' Rahasia#2026' })).toEqual({ detail: 'password', fieldErrors: { password: 'validation.password' } });
  });
});
