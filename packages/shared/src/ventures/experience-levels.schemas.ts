import { z } from 'zod';
import { requiredText, whenFieldsValid, wholeNumber } from '../common/fields.schemas';

// Experience levels of a venture (spec 002: s.3 ExperienceLevel, s.5 Experience level, s.7). A person
// at `level` may book events whose minimum experience lies in [minAllowed…, maxAllowed…].

const levelNumber = wholeNumber('Requerido').min(0, 'Valores positivos').max(1000, 'Valor muito alto');

export const experienceLevelBody = z
  .strictObject({
    title: requiredText(),
    level: levelNumber,
    minAllowedBookingExperience: levelNumber,
    maxAllowedBookingExperience: levelNumber,
  })
  .refine((body) => body.minAllowedBookingExperience <= body.maxAllowedBookingExperience, {
    path: ['maxAllowedBookingExperience'],
    message: 'Deve ser maior ou igual ao mínimo',
    when: whenFieldsValid('minAllowedBookingExperience', 'maxAllowedBookingExperience'),
  });
export type ExperienceLevelBodyInput = z.input<typeof experienceLevelBody>;
export type ExperienceLevelBody = z.output<typeof experienceLevelBody>;

export const experienceLevel = z.object({
  id: z.uuid(),
  ventureId: z.uuid(),
  title: z.string(),
  level: z.number().int(),
  minAllowedBookingExperience: z.number().int(),
  maxAllowedBookingExperience: z.number().int(),
});
export type ExperienceLevel = z.infer<typeof experienceLevel>;

export const experienceLevelList = z.object({ items: z.array(experienceLevel) });

/** What naming a level and the booking rule read of it (experience-levels.rules.ts). */
export const levelRange = experienceLevel.pick({
  level: true,
  title: true,
  minAllowedBookingExperience: true,
  maxAllowedBookingExperience: true,
});
export type LevelRange = z.infer<typeof levelRange>;

/**
 * The metaData of `user-experience-not-allowed`: the person's level, the event's code and the venture's
 * levels, so that a screen can say who may book the event whatever keys its user holds.
 */
export const experienceRefusal = z.object({
  experience: z.number().int(),
  minUserExperience: z.number().int(),
  levels: z.array(levelRange),
});
export type ExperienceRefusal = z.infer<typeof experienceRefusal>;
