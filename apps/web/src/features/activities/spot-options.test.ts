import type { SpotListItem } from '@reserva/shared/spots/spots.schemas';
import { describe, expect, it } from 'vitest';
import { spotOptions } from './spot-options';

const spot = (id: string, name: string, venture: string): SpotListItem => ({
  id,
  name,
  description: null,
  address: null,
  isActive: true,
  isLivingArea: false,
  ventureId: venture,
  avatarUrl: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  venture: { id: venture, name: venture },
});

describe('spot options', () => {
  it('lists the spots of one venture plainly', () => {
    expect(spotOptions([spot('1', 'Arena', 'Praia'), spot('2', 'Piscina', 'Praia')])).toEqual([
      { value: '1', label: 'Arena' },
      { value: '2', label: 'Piscina' },
    ]);
  });

  it('groups the spots by venture when there are several, keeping their order', () => {
    expect(
      spotOptions([spot('1', 'Arena', 'Praia'), spot('2', 'Lago', 'Serra'), spot('3', 'Piscina', 'Praia')]),
    ).toEqual([
      {
        group: 'Praia',
        items: [
          { value: '1', label: 'Arena' },
          { value: '3', label: 'Piscina' },
        ],
      },
      { group: 'Serra', items: [{ value: '2', label: 'Lago' }] },
    ]);
  });
});
