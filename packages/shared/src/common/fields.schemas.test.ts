import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { address, cnpj, cpf, optionalAddress, optionalText, personName, wholeNumber } from './fields.schemas';
import { phone } from './phone.schemas';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('shared field schemas', () => {
  it('accepts a CPF with its mask and keeps the digits', () => {
    expect(cpf.parse('529.982.247-25')).toBe('52998224725');
  });

  it('rejects a short CPF, a wrong check digit and repeated digits with the spec messages', () => {
    expect(messageOf(cpf.safeParse('123'))).toBe('Valor inválido, requerido 11 dígitos');
    expect(messageOf(cpf.safeParse('529.982.247-26'))).toBe('CPF inválido');
    expect(messageOf(cpf.safeParse('111.111.111-11'))).toBe('CPF inválido');
  });

  it('checks CNPJ digits and check digits', () => {
    expect(cnpj.parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(messageOf(cnpj.safeParse('11.222.333/0001-82'))).toBe('CNPJ inválido');
  });

  it('accepts Brazilian mobiles and landlines, and foreign numbers, in E.164', () => {
    expect(phone.parse('+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(phone.parse('+55 11 3456-7890')).toBe('+551134567890');
    expect(phone.parse('+1 202 555 0143')).toBe('+12025550143');
    expect(messageOf(phone.safeParse('+55 11 8765'))).toBe('Telefone inválido');
    expect(messageOf(phone.safeParse('+55 01 98765-4321'))).toBe('Telefone inválido');
  });

  it('rejects names with digits or symbols', () => {
    expect(personName.parse(' José D’Ávila ')).toBe('José D’Ávila');
    expect(messageOf(personName.safeParse('R2D2'))).toBe('Nome inválido');
    expect(messageOf(personName.safeParse(''))).toBe('Nome requerido');
  });

  it('turns blank text and an all-empty address into null', () => {
    expect(optionalText().parse('   ')).toBeNull();
    expect(optionalAddress.parse({ street: '', number: '', city: '', zipCode: '' })).toBeNull();
    expect(optionalAddress.parse({ street: '', zipCode: null, country: 'BR' })).toBeNull();
    // A form's untouched select leaves its field undefined.
    expect(optionalAddress.parse({ street: '', zipCode: null, country: undefined })).toBeNull();
  });

  it('requires the address fields when any is given', () => {
    const result = address.safeParse({ street: 'Rua A', zipCode: '01310-100' });
    expect(result.success).toBe(false);
    expect(
      address.parse({
        street: 'Rua A',
        number: '1',
        neighborhood: 'Centro',
        city: 'São Paulo',
        state: 'sp',
        zipCode: '01310-100',
      }),
    ).toMatchObject({ state: 'SP', country: 'BR', zipCode: '01310100' });
  });

  it('checks whole numbers without hiding the rules between fields', () => {
    const schema = z
      .object({ count: wholeNumber('Requerido'), other: z.number() })
      .refine(() => false, { path: ['other'], message: 'Regra', when: () => true });
    const issues = schema.safeParse({ count: 2.5, other: 1 }).error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(['Valores inteiros', 'Regra']);
    expect(messageOf(wholeNumber('Requerido').safeParse('1'))).toBe('Requerido');
    expect(wholeNumber().parse(3)).toBe(3);
  });
});
