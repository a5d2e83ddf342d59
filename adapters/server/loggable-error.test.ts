import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error.ts';

describe('an error as the log prints it', () => {
  it('keeps type, message, code and stack, and drops the values a database or mail error quotes', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "app_user_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(deepa.nair@mail.test) already exists.',
      params: ['9876543210'],
      rejected: ['deepa.nair@mail.test'],
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'Error', message: error.message, code: '23505' });
    expect(JSON.stringify(logged)).not.toContain('deepa.nair');
    expect(JSON.stringify(logged)).not.toContain('9876543210');
  });

  it('says what was thrown when it is not an Error, without printing it', () => {
    expect(loggableError({ phone: '9876543210' })).toEqual({ type: 'object', message: 'a thrown value that is not an Error' });
  });
});
