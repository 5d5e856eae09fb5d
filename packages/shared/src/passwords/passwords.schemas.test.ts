import { describe, expect, it } from 'vitest';
import { forgotPasswordRequest, passwordPairForm, passwordTokenRequest } from './passwords.schemas';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('password schemas', () => {
  it('requires a valid e-mail to ask for a recovery, lowercased', () => {
    expect(forgotPasswordRequest.parse({ email: ' Ana@Clube.com ' })).toEqual({ email: 'ana@clube.com' });
    expect(messages(forgotPasswordRequest.safeParse({ email: '' }))).toEqual(['email: E-mail requerido']);
    expect(messages(forgotPasswordRequest.safeParse({ email: 'ana' }))).toEqual(['email: E-mail inválido']);
  });

  it('requires the password, at least 8 characters', () => {
    expect(messages(passwordPairForm.safeParse({ password: '', passwordConfirmation: '' }))).toEqual([
      'password: Senha requerida',
    ]);
    expect(
      messages(passwordPairForm.safeParse({ password: 'curta', passwordConfirmation: 'curta' })),
    ).toEqual(['password: Mínimo 8 caracteres']);
  });

  it('says when the confirmation differs, even while the password is still too short or empty', () => {
    expect(messages(passwordPairForm.safeParse({ password: '', passwordConfirmation: 'x' }))).toEqual([
      'password: Senha requerida',
      'passwordConfirmation: Senhas não coincidem',
    ]);
    expect(
      messages(passwordPairForm.safeParse({ password: 'nova-senha', passwordConfirmation: 'outra-senha' })),
    ).toEqual(['passwordConfirmation: Senhas não coincidem']);
    expect(messages(passwordPairForm.safeParse({ password: 'curta', passwordConfirmation: 'x' }))).toEqual([
      'password: Mínimo 8 caracteres',
      'passwordConfirmation: Senhas não coincidem',
    ]);
  });

  it('takes the token in the request and refuses unknown fields', () => {
    const pair = { password: 'nova-senha', passwordConfirmation: 'nova-senha' };
    expect(passwordTokenRequest.parse({ ...pair, token: 'abc' })).toEqual({ ...pair, token: 'abc' });
    expect(passwordTokenRequest.safeParse(pair).success).toBe(false);
    expect(passwordTokenRequest.safeParse({ ...pair, token: 'abc', isAdmin: true }).success).toBe(false);
  });
});
