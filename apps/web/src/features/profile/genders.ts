import type { UserDetails } from '@reserva/shared/users/users.schemas';

type Gender = NonNullable<UserDetails['gender']>;

export const GENDER_LABELS: Record<Gender, string> = {
  FEMALE: 'Feminino',
  MALE: 'Masculino',
  OTHER: 'Outro',
};

export const GENDER_OPTIONS = Object.entries(GENDER_LABELS).map(([value, label]) => ({ value, label }));
