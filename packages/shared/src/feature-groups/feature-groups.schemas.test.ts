import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../test/field-messages';
import { featureGroupWrite } from './feature-groups.schemas';

const messages = (body: unknown) => fieldMessages(featureGroupWrite, body);

describe('feature group schema', () => {
  it('answers the onboarding rule together with the other fields’ messages', () => {
    expect(
      messages({
        authLevel: 2.5,
        key: '',
        name: '',
        features: [],
        useExperienceLevel: false,
        useOnboardUrl: true,
      }),
    ).toEqual({
      authLevel: 'Valores inteiros',
      key: 'Chave requerida',
      name: 'Nome requerido',
      useOnboardUrl: 'Disponível apenas com nível de experiência',
    });
  });

  it('refuses a body that is not an object without throwing', () => {
    for (const body of [null, 'text', 42]) expect(featureGroupWrite.safeParse(body).success).toBe(false);
  });
});
