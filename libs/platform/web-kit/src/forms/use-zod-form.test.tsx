import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOfFailure } from './field-errors';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  name: z.string().trim().min(1, { error: 'is required' }),
  email: z.email({ error: 'must be a valid e-mail address' }),
});

describe('useZodForm', () => {
  it('shows no problem before the first attempt to send', () => {
    const { result } = renderHook(() => useZodForm(schema, { name: '', email: '' }));
    expect(result.current.fieldErrors).toEqual({});
  });

  it('reports the schema problems once sent, and follows the typing after that', () => {
    const { result } = renderHook(() => useZodForm(schema, { name: '', email: 'x' }));
    let valid = true;
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(false);
    expect(result.current.fieldErrors).toEqual({
      name: 'is required',
      email: 'must be a valid e-mail address',
    });
    act(() => result.current.change('name', 'Ana'));
    expect(result.current.fieldErrors).toEqual({ email: 'must be a valid e-mail address' });
  });

  it("shows a 400 answer's field problems, the schema's winning", () => {
    const failure = { status: 400, message: 'email: is taken; name: is too long' };
    const { result } = renderHook(() =>
      useZodForm(schema, { name: '', email: 'ana@example.com' }, { failure }),
    );
    expect(result.current.fieldErrors).toEqual({ email: 'is taken', name: 'is too long' });
    act(() => {
      result.current.validate();
    });
    expect(result.current.fieldErrors).toEqual({ email: 'is taken', name: 'is required' });
  });

  it('forgets the values and the attempt on reset', () => {
    const initial = { name: '', email: '' };
    const { result } = renderHook(() => useZodForm(schema, initial));
    act(() => result.current.change('name', 'Ana'));
    act(() => {
      result.current.validate();
    });
    act(() => result.current.reset());
    expect(result.current.values).toEqual(initial);
    expect(result.current.fieldErrors).toEqual({});
  });
});

describe('fieldErrorsOfFailure', () => {
  it('reads only 400 answers, the first problem per field', () => {
    expect(fieldErrorsOfFailure({ status: 400, message: 'a: one; a: two; b: three' })).toEqual({
      a: 'one',
      b: 'three',
    });
    expect(fieldErrorsOfFailure({ status: 409, message: 'a: one' })).toEqual({});
    expect(fieldErrorsOfFailure(undefined)).toEqual({});
  });
});
