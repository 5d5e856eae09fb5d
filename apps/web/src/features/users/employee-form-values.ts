import type {
  EmployeeFormInput,
  EmployeeFormValues,
  EmployeeRequest,
  UserDetails,
} from '@reserva/shared/users/users.schemas';

import { EMPTY_ADDRESS } from '../../ui/form/address-values';

// Between the API's user and the employee form's values.

export function emptyEmployee(ventureIds: string[]): EmployeeFormInput {
  return {
    featureGroupId: '',
    featureGroupKey: '',
    name: '',
    email: '',
    cpf: null,
    phone: null,
    cnpj: null,
    companyName: '',
    tradeName: '',
    bio: '',
    faceConsent: false,
    address: EMPTY_ADDRESS,
    venturesId: ventureIds,
  };
}

/**
 * The form of an edit. The user's ventures are those the editor works in: the server answers no
 * others, and keeps them on a save.
 */
export function employeeFormValues(user: UserDetails): EmployeeFormInput {
  return {
    featureGroupId: user.featureGroup.id,
    featureGroupKey: user.featureGroup.key,
    name: user.name,
    email: user.email,
    cpf: user.cpf,
    phone: user.phone,
    cnpj: user.cnpj,
    companyName: user.companyName ?? '',
    tradeName: user.tradeName ?? '',
    bio: user.bio ?? '',
    faceConsent: user.faceConsentAt !== null,
    address: user.address ?? EMPTY_ADDRESS,
    venturesId: user.ventures.map((venture) => venture.id),
  };
}

/** The request body: the form's values without the group key it carries for its own rules. */
export function toEmployeeRequest({ featureGroupKey: _, ...values }: EmployeeFormValues): EmployeeRequest {
  return values;
}
