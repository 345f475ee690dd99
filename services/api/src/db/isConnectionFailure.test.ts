import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './isConnectionFailure.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionFailure', () => {
  it('recognises dropped, refused and refused-by-server connections', () => {
    expect(isConnectionFailure(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isConnectionFailure(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isConnectionFailure(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isConnectionFailure(withCode('canceling statement due to statement timeout', '57014'))).toBe(
      false,
    );
    expect(
      isConnectionFailure(withCode('database "x" is not currently accepting connections', '55000')),
    ).toBe(true);
    expect(isConnectionFailure(withCode('too many clients already', '53300'))).toBe(true);
  });

  it('leaves errors in the SQL itself alone', () => {
    expect(isConnectionFailure(withCode('relation "nope" does not exist', '42P01'))).toBe(false);
    expect(isConnectionFailure(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isConnectionFailure(withCode('object is in use', '55000'))).toBe(false);
    expect(isConnectionFailure(new TypeError('bad parameter'))).toBe(false);
    expect(isConnectionFailure('text')).toBe(false);
  });
});
