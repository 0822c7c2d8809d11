import { fieldPath, firstIssues, firstServerErrors } from './field-errors';

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

  it('keys the issues of a nested form by their whole path, as the server does', () => {
    const issues = [
      { path: ['addresses', 1, 'zipcode'], message: 'validation.invalidZipcode' },
      { path: ['addresses', 1, 'zipcode'], message: 'validation.required' },
      { path: ['addresses'], message: 'validation.required' },
      { path: ['cnpj'], message: 'validation.invalidCnpj' },
    ];
    expect(firstIssues(issues, (key) => `t(${key})`, fieldPath)).toEqual({
      'addresses.1.zipcode': 't(validation.invalidZipcode)',
      addresses: 't(validation.required)',
      cnpj: 't(validation.invalidCnpj)',
    });
  });

  it("keeps the first message of each field of a server's 422, and nothing without errors", () => {
    expect(
      firstServerErrors({ email: ['Este e-mail já está cadastrado', 'x'], document: [] }),
    ).toEqual({ email: 'Este e-mail já está cadastrado' });
    expect(firstServerErrors(undefined)).toEqual({});
  });
});
