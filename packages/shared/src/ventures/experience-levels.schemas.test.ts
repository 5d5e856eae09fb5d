import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../test/field-messages';
import { experienceLevelBody } from './experience-levels.schemas';

const messages = (body: unknown) => fieldMessages(experienceLevelBody, body);

describe('experience level schema', () => {
  it('answers the range rule together with the other fields’ messages', () => {
    expect(
      messages({ title: '', level: 2.5, minAllowedBookingExperience: 3, maxAllowedBookingExperience: 1 }),
    ).toEqual({
      title: 'Requerido',
      level: 'Valores inteiros',
      maxAllowedBookingExperience: 'Deve ser maior ou igual ao mínimo',
    });
  });
});
