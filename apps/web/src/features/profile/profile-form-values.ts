import type { ProfileFormInput } from '@reserva/shared/users/profile.schemas';
import type { UserDetails } from '@reserva/shared/users/users.schemas';
import { EMPTY_ADDRESS } from '../../ui/form/address-values';

export function profileFormValues(user: UserDetails): ProfileFormInput {
  return {
    name: user.name,
    email: user.email,
    cpf: user.cpf,
    cnpj: user.cnpj,
    companyName: user.companyName ?? '',
    tradeName: user.tradeName ?? '',
    phone: user.phone,
    bio: user.bio ?? '',
    gender: user.gender,
    birthDate: user.birthDate,
    address: user.address ?? EMPTY_ADDRESS,
    password: '',
    passwordConfirmation: '',
  };
}
