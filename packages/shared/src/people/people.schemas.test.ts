import { describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '../common/dates';
import { isBlockedNow, minBlockEndDate, withDocumentCleared } from './people.rules';
import {
  blockRequest,
  onboardUpdate,
  personCreateRequest,
  personUpdateRequest,
  userCreateRequest,
} from './people.schemas';

const CATEGORY = '0b7c3c2e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const HOST = '1c8d4d3f-5b6c-4d7e-9f0a-1b2c3d4e5f60';

const member = {
  featureGroupKey: 'MEMBER',
  name: 'Joana Prado',
  email: ' Joana.Prado@Exemplo.com ',
  cpf: '529.982.247-25',
  birthDate: '1990-04-12',
  categoriesId: [CATEGORY],
};

/** `path: message` of every issue. */
function issues(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return [];
  const { issues: list } = result.error as { issues: { path: PropertyKey[]; message: string }[] };
  return list.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function tomorrow(days = 1): string {
  const date = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('person form (spec 000, section 5)', () => {
  it('accepts a member, lowercases the e-mail, keeps CPF digits and nulls blank optionals', () => {
    const parsed = personCreateRequest.parse({ ...member, bio: '  ', phone: '', healthCheck: '' });
    expect(parsed).toMatchObject({
      email: 'joana.prado@exemplo.com',
      cpf: '52998224725',
      bio: null,
      phone: null,
      healthCheck: null,
      address: null,
      useForeignerDocument: false,
    });
  });

  it('requires name, e-mail and birth date with the spec messages, all at once', () => {
    expect(issues(personCreateRequest, { ...member, name: '', email: '', birthDate: '' })).toEqual([
      'name: Nome requerido',
      'email: E-mail requerido',
      'birthDate: Data de nascimento requerida',
    ]);
    expect(issues(personCreateRequest, { ...member, name: 'J0ana', email: 'joana@' })).toEqual([
      'name: Nome inválido',
      'email: E-mail inválido',
    ]);
  });

  it('refuses a birth date or health check in the future', () => {
    expect(
      issues(personCreateRequest, { ...member, birthDate: tomorrow(), healthCheck: tomorrow() }),
    ).toEqual(['birthDate: Data não pode ser no futuro', 'healthCheck: Data não pode ser no futuro']);
    expect(issues(personCreateRequest, { ...member, healthCheck: todayInSaoPaulo() })).toEqual([]);
  });

  it('requires a valid CPF unless a foreign document is used', () => {
    expect(issues(personCreateRequest, { ...member, cpf: null })).toEqual(['cpf: CPF requerido']);
    expect(issues(personCreateRequest, { ...member, cpf: '529.982' })).toEqual([
      'cpf: Valor inválido, requerido 11 dígitos',
    ]);
    expect(issues(personCreateRequest, { ...member, cpf: '222.222.222-22' })).toEqual(['cpf: CPF inválido']);
  });

  it('asks for the document type, then the document by its type', () => {
    const foreign = { ...member, cpf: null, useForeignerDocument: true };
    expect(issues(personCreateRequest, foreign)).toEqual([
      'foreignerDocumentType: Tipo do documento requerido',
    ]);
    const required = (type: string) =>
      issues(personCreateRequest, { ...foreign, foreignerDocumentType: type, foreignerDocument: ' ' });
    expect(required('PASSPORT')).toEqual(['foreignerDocument: Passaporte requerido']);
    expect(required('RNE')).toEqual(['foreignerDocument: RNE requerido']);
    expect(required('DRIVERS_LICENSE')).toEqual(['foreignerDocument: Carteira de motorista requerida']);
    expect(required('OTHERS')).toEqual(['foreignerDocument: Documento requerido']);
  });

  it('takes letters and digits only, uppercased; an RNE has 8 to 12 of them', () => {
    const foreign = { ...member, cpf: null, useForeignerDocument: true, foreignerDocumentType: 'RNE' };
    const rne = (document: string) =>
      issues(personCreateRequest, { ...foreign, foreignerDocument: document });
    expect(rne('AB-12')).toEqual(['foreignerDocument: Apenas letras e números']);
    expect(rne('V123456')).toEqual(['foreignerDocument: Mínimo 8 dígitos']);
    expect(rne('V123456789012')).toEqual(['foreignerDocument: Máximo 12 dígitos']);
    expect(rne('v1234567')).toEqual([]);
    const passport = personCreateRequest.parse({
      ...foreign,
      foreignerDocumentType: 'PASSPORT',
      foreignerDocument: 'ab123',
    });
    expect(passport.foreignerDocument).toBe('AB123');
  });

  it('keeps only the document in use', () => {
    const both = { cpf: '52998224725', foreignerDocument: 'X1', foreignerDocumentType: 'OTHERS' as const };
    expect(withDocumentCleared({ ...both, useForeignerDocument: true })).toMatchObject({ cpf: null });
    expect(withDocumentCleared({ ...both, useForeignerDocument: false })).toMatchObject({
      cpf: '52998224725',
      foreignerDocument: null,
      foreignerDocumentType: null,
    });
  });

  it('checks Brazilian phones by area code and length, and foreign ones by their country', () => {
    expect(personCreateRequest.parse({ ...member, phone: '+55 (48) 99876-5432' }).phone).toBe(
      '+5548998765432',
    );
    expect(issues(personCreateRequest, { ...member, phone: '+55 48 9987' })).toEqual([
      'phone: Telefone inválido',
    ]);
    expect(personCreateRequest.parse({ ...member, phone: '+351 912 345 678' }).phone).toBe('+351912345678');
  });

  it('takes the address as a whole: none, or street, number, neighbourhood, city, state and CEP', () => {
    expect(
      personCreateRequest.parse({ ...member, address: { street: '', country: 'BR' } }).address,
    ).toBeNull();
    expect(issues(personCreateRequest, { ...member, address: { street: 'Rua A', country: 'BR' } })).toEqual([
      'address.number: Número requerido',
      'address.neighborhood: Bairro requerido',
      'address.city: Cidade requerida',
      'address.state: Estado requerido',
      'address.zipCode: CEP requerido',
    ]);
  });

  it('needs a host for dependants and guests, and a category for a member', () => {
    expect(issues(personCreateRequest, { ...member, featureGroupKey: 'GUEST', categoriesId: [] })).toEqual([
      'hostId: Requerido',
    ]);
    expect(
      issues(personCreateRequest, {
        ...member,
        featureGroupKey: 'DEPENDANT',
        hostId: HOST,
        categoriesId: [],
      }),
    ).toEqual([]);
    expect(issues(personCreateRequest, { ...member, categoriesId: [] })).toEqual([
      'categoriesId: Vincule ao menos uma categoria',
    ]);
    expect(issues(personCreateRequest, { ...member, featureGroupKey: 'LODGER', categoriesId: [] })).toEqual(
      [],
    );
  });

  it('updates without group or host, which it refuses', () => {
    const { featureGroupKey: _, ...update } = member;
    expect(issues(personUpdateRequest, update)).toEqual([]);
    expect(issues(personUpdateRequest, { ...update, hostId: HOST })).toEqual([
      ': Unrecognized key: "hostId"',
    ]);
  });
});

describe('POST /v2/users body', () => {
  it('is a person with featureGroupKey, else an employee', () => {
    expect(userCreateRequest.parse(member)).toMatchObject({ featureGroupKey: 'MEMBER' });
    expect(issues(userCreateRequest, { name: 'Ana', email: 'ana@x.dev' })).toEqual([
      'featureGroupId: Requerido',
    ]);
    expect(issues(userCreateRequest, { ...member, featureGroupKey: 'MASTER' })).toHaveLength(1);
  });
});

describe('blocks', () => {
  it('ends from tomorrow on, and not when indefinite', () => {
    expect(minBlockEndDate()).toBe(tomorrow());
    expect(blockRequest.parse({ isBlocked: false, blockExpiresAt: tomorrow() })).toEqual({
      isBlocked: false,
      blockExpiresAt: tomorrow(),
    });
    expect(issues(blockRequest, { isBlocked: false, blockExpiresAt: todayInSaoPaulo() })).toEqual([
      'blockExpiresAt: A data mínima é amanhã',
    ]);
    expect(issues(blockRequest, { isBlocked: true, blockExpiresAt: tomorrow() })).toEqual([
      'blockExpiresAt: Bloqueio indeterminado não tem data de término',
    ]);
  });

  it('holds while indefinite or before its end', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(isBlockedNow({ isBlocked: true, blockedUntil: null }, now)).toBe(true);
    expect(isBlockedNow({ isBlocked: false, blockedUntil: '2026-03-11T03:00:00Z' }, now)).toBe(true);
    expect(isBlockedNow({ isBlocked: false, blockedUntil: '2026-03-10T03:00:00Z' }, now)).toBe(false);
  });
});

describe('onboards', () => {
  it('finishes with an experience or resets to partial at 0', () => {
    expect(onboardUpdate.parse({ onboardType: 'COMPLETED', experience: 3 })).toBeTruthy();
    expect(issues(onboardUpdate, { onboardType: 'PARTIAL', experience: 2 })).toEqual([
      'experience: Um onboard parcial volta à experiência 0',
    ]);
    expect(issues(onboardUpdate, { onboardType: 'PENDING', experience: 0 })).toEqual([
      'onboardType: Tipo inválido',
    ]);
  });
});
