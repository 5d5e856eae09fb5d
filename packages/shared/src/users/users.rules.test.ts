import { describe, expect, it } from 'vitest';
import { profileForm, profileRequest } from './profile.schemas';
import {
  canAssignGroup,
  employeeIssues,
  isSellerGroup,
  mayManageUser,
  withSellerFieldsCleared,
} from './users.rules';
import { employeeForm } from './users.schemas';

const group = (key: string, authLevel: number) => ({ key, authLevel });
const admin = { authLevel: 1, isMaster: false };
const master = { authLevel: 0, isMaster: true };

describe('canAssignGroup', () => {
  it('lets a MASTER assign only MASTER or ADMIN', () => {
    expect(canAssignGroup(master, group('MASTER', 0), 'create')).toBe(true);
    expect(canAssignGroup(master, group('ADMIN', 1), 'create')).toBe(true);
    expect(canAssignGroup(master, group('SELLER', 2), 'create')).toBe(false);
  });

  it('lets anyone else assign only a numerically higher authLevel', () => {
    expect(canAssignGroup(admin, group('ADMIN', 1), 'create')).toBe(false);
    expect(canAssignGroup(admin, group('MASTER', 0), 'update')).toBe(false);
    expect(canAssignGroup(admin, group('SELLER', 2), 'create')).toBe(true);
    expect(canAssignGroup(admin, group('CUSTOM_STAFF', 7), 'create')).toBe(true);
  });

  it('never assigns the app’s people groups, and LODGER only on an edit', () => {
    for (const key of ['APP_STORE_USER', 'DEPENDANT', 'MEMBER', 'GUEST']) {
      expect(canAssignGroup(admin, group(key, 10), 'update')).toBe(false);
    }
    expect(canAssignGroup(admin, group('LODGER', 13), 'create')).toBe(false);
    expect(canAssignGroup(admin, group('LODGER', 13), 'update')).toBe(true);
  });
});

describe('mayManageUser', () => {
  const adminUser = { ...admin, id: 'a' };
  const masterUser = { ...master, id: 'm' };

  it('lets a user manage only weaker users, and a MASTER anyone', () => {
    expect(mayManageUser(adminUser, { id: 's', authLevel: 2 }, 'delete')).toBe(true);
    expect(mayManageUser(adminUser, { id: 'b', authLevel: 1 }, 'edit')).toBe(false);
    expect(mayManageUser(adminUser, { id: 'm', authLevel: 0 }, 'edit')).toBe(false);
    expect(mayManageUser(masterUser, { id: 'n', authLevel: 0 }, 'delete')).toBe(true);
  });

  it('leaves one’s own record to the profile; a MASTER may edit it, nobody delete it', () => {
    expect(mayManageUser(adminUser, { id: 'a', authLevel: 1 }, 'edit')).toBe(false);
    expect(mayManageUser(masterUser, { id: 'm', authLevel: 0 }, 'edit')).toBe(true);
    expect(mayManageUser(masterUser, { id: 'm', authLevel: 0 }, 'delete')).toBe(false);
  });
});

describe('employee rules', () => {
  it('treats any group whose key includes SELLER as a seller', () => {
    expect(isSellerGroup('SELLER')).toBe(true);
    expect(isSellerGroup('BEACH_SELLER')).toBe(true);
    expect(isSellerGroup('ADMIN')).toBe(false);
  });

  it('asks a seller for CNPJ, company, phone and address, and everyone but a MASTER for a venture', () => {
    expect(employeeIssues('SELLER', { venturesId: ['v'] }).map((issue) => issue.message)).toEqual([
      'CNPJ requerido',
      'Nome da empresa requerido',
      'Telefone requerido',
      'Endereço requerido',
    ]);
    expect(employeeIssues('EMPLOYEE', {})).toEqual([
      { path: 'venturesId', message: 'Requerido especificar um empreendimento' },
    ]);
    expect(employeeIssues('EMPLOYEE', { venturesId: [] })).toEqual([
      { path: 'venturesId', message: 'Mínimo 1' },
    ]);
    expect(employeeIssues('MASTER', { venturesId: [] })).toEqual([]);
  });

  it('clears company fields of anyone but a seller', () => {
    const values = { cnpj: '1', companyName: 'A', tradeName: 'B', name: 'x' };
    expect(withSellerFieldsCleared('SELLER', values)).toBe(values);
    expect(withSellerFieldsCleared('ADMIN', values)).toEqual({
      cnpj: null,
      companyName: null,
      tradeName: null,
      name: 'x',
    });
  });

  it('shows the group rules under their fields in the employee form', () => {
    const result = employeeForm.safeParse({
      name: 'Ana',
      email: 'ana@clube.com',
      featureGroupId: '7f1c1a3e-1f6b-4a43-9d6c-2a7b8f0c9d11',
      featureGroupKey: 'SELLER',
      venturesId: [],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'cnpj',
      'companyName',
      'phone',
      'address',
      'venturesId',
    ]);
  });
});

describe('profile schema', () => {
  it('takes the password as optional and asks for a matching confirmation', () => {
    const base = { name: 'Ana', email: 'ANA@clube.com' };
    expect(profileRequest.parse({ ...base, password: '', passwordConfirmation: '' })).toMatchObject({
      email: 'ana@clube.com',
      password: null,
    });
    const mismatch = profileRequest.safeParse({ ...base, password: 'segredo-1', passwordConfirmation: 'x' });
    expect(mismatch.error?.issues[0]?.message).toBe('Senhas não coincidem');
  });

  it('adds the seller requirements for a seller’s own profile', () => {
    expect(profileForm('SELLER').safeParse({ name: 'Ana', email: 'a@b.co' }).error?.issues).toHaveLength(4);
    expect(profileForm('ADMIN').safeParse({ name: 'Ana', email: 'a@b.co' }).success).toBe(true);
  });
});

describe('form messages', () => {
  it('shows the seller and password rules even while other fields fail', () => {
    const seller = employeeForm.safeParse({
      featureGroupId: '7f1c1a3e-1f6b-4a43-9d6c-2a7b8f0c9d11',
      featureGroupKey: 'SELLER',
      name: '',
      email: '',
      cnpj: null,
      companyName: '',
      address: { street: 'Rua A', zipCode: null },
      venturesId: ['7f1c1a3e-1f6b-4a43-9d6c-2a7b8f0c9d11'],
    });
    const paths = seller.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['cnpj', 'companyName', 'phone', 'address.zipCode']));
    const profile = profileRequest.safeParse({ name: '', email: 'x', password: 'segredo-1' });
    expect(profile.error?.issues.map((issue) => issue.message)).toContain('Senhas não coincidem');
  });
});
