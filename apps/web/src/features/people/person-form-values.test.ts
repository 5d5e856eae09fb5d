import { type PersonDetails, personCreateRequest } from '@reserva/shared/people/people.schemas';
import { describe, expect, it } from 'vitest';
import { emptyPerson, personFormValues, toUpdateRequest } from './person-form-values';

const PRAIA = '0b7c3c2e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const SERRA = '1c8d4d3f-5b6c-4d7e-9f0a-1b2c3d4e5f60';

describe('person form values', () => {
  it('starts a dependant with its host and its titular’s ventures', () => {
    expect(emptyPerson('DEPENDANT', { hostId: SERRA, venturesId: [PRAIA] })).toMatchObject({
      featureGroupKey: 'DEPENDANT',
      hostId: SERRA,
      venturesId: [PRAIA],
      categoriesId: [],
      useForeignerDocument: false,
    });
    expect(emptyPerson('LODGER')).not.toHaveProperty('venturesId');
  });

  it('edits only the categories of the ventures the editor works in, and sends neither group nor host', () => {
    const person = {
      featureGroup: { key: 'MEMBER' },
      hostId: null,
      categories: [
        { id: 'c-praia', ventureId: PRAIA },
        { id: 'c-serra', ventureId: SERRA },
      ],
      name: 'Joana Prado',
      email: 'joana@exemplo.com',
      cpf: '52998224725',
      useForeignerDocument: false,
      foreignerDocument: null,
      foreignerDocumentType: null,
      phone: null,
      gender: null,
      birthDate: '1990-01-02',
      healthCheck: null,
      bio: null,
      address: null,
    } as unknown as PersonDetails;
    const values = personFormValues(person, [PRAIA]);
    expect(values.categoriesId).toEqual(['c-praia']);
    const request = personCreateRequest.parse({ ...values, categoriesId: [PRAIA] });
    const update = toUpdateRequest(request);
    expect(update).not.toHaveProperty('featureGroupKey');
    expect(update).not.toHaveProperty('hostId');
    expect(update).toMatchObject({ name: 'Joana Prado', address: null, bio: null });
  });
});
