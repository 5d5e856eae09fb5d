import type { PersonGroupKey } from '@reserva/shared/people/people.rules';
import type {
  PersonCreateRequest,
  PersonDetails,
  PersonFormInput,
  PersonUpdateRequest,
} from '@reserva/shared/people/people.schemas';
import { EMPTY_ADDRESS } from '../../ui/form/address-values';

// Between the API's person and the person form's values.

export interface NewPersonOptions {
  hostId?: string | null | undefined;
  /** The ventures to register in besides those of the categories (a dependant takes its titular's). */
  venturesId?: string[] | undefined;
}

export function emptyPerson(
  featureGroupKey: PersonGroupKey,
  options: NewPersonOptions = {},
): PersonFormInput {
  return {
    featureGroupKey,
    hostId: options.hostId ?? null,
    ...(options.venturesId && { venturesId: options.venturesId }),
    categoriesId: [],
    name: '',
    email: '',
    cpf: null,
    useForeignerDocument: false,
    foreignerDocumentType: null,
    foreignerDocument: '',
    phone: null,
    gender: null,
    birthDate: null,
    healthCheck: null,
    bio: '',
    faceConsent: false,
    address: EMPTY_ADDRESS,
  };
}

/**
 * The form of an edit: the person's categories in the ventures the editor may offer (the server keeps
 * the others); its ventures stay as they are.
 */
export function personFormValues(person: PersonDetails, offered: readonly string[]): PersonFormInput {
  return {
    featureGroupKey: person.featureGroup.key as PersonGroupKey,
    hostId: person.hostId,
    categoriesId: person.categories
      .filter((category) => offered.includes(category.ventureId))
      .map((category) => category.id),
    name: person.name,
    email: person.email,
    cpf: person.cpf,
    useForeignerDocument: person.useForeignerDocument,
    foreignerDocumentType: person.foreignerDocumentType,
    foreignerDocument: person.foreignerDocument ?? '',
    phone: person.phone,
    gender: person.gender,
    birthDate: person.birthDate,
    healthCheck: person.healthCheck,
    bio: person.bio ?? '',
    faceConsent: person.faceConsentAt !== null,
    address: person.address ?? EMPTY_ADDRESS,
  };
}

/** PUT's body: the form's values without the group and the host, which never change. */
export function toUpdateRequest({
  featureGroupKey: _,
  hostId: __,
  ...values
}: PersonCreateRequest): PersonUpdateRequest {
  return values;
}
