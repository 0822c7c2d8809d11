import { firstIssues, firstServerErrors } from './field-errors';

describe('field errors', () => {
  it('keeps the first issue of each field, translated', () => {
    const issues = [
      { path: ['email'], message: 'validation.required' },
      { path: ['email'], message: 'validation.invalidEmail' },
      { path: ['name'], message: 'validation.tooLong' },
    ];
    expect(firstIssues(issues, (key) => `t(${key})`)).toEqual({
      email: 't(validation.required)',
      name: 't(validation.tooLong)',
    });
  });

  it("keeps the first message of each field of a server's 422, and nothing without errors", () => {
    expect(
      firstServerErrors({ email: ['Este e-mail já está cadastrado', 'x'], document: [] }),
    ).toEqual({ email: 'Este e-mail já está cadastrado' });
    expect(firstServerErrors(undefined)).toEqual({});
  });
});
