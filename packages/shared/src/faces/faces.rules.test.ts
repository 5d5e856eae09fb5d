import { describe, expect, it } from 'vitest';
import { faceIdBadge } from './faces.rules';

describe('faceIdBadge', () => {
  it('says whether FaceID is configured while the photo is unchanged', () => {
    expect(faceIdBadge('ENABLED', false, 'VALID', true).text).toBe('FaceID configurado');
    expect(faceIdBadge('DISABLED', false, 'EMPTY', false).text).toBe('FaceID não configurado');
  });

  it('after a valid new photo, says saving will set FaceID up or update it', () => {
    expect(faceIdBadge('DISABLED', true, 'VALID', true).text).toBe('FaceID será configurado ao salvar');
    expect(faceIdBadge('ENABLED', true, 'VALID', true).text).toBe('FaceID será atualizado ao salvar');
  });

  it('after any other change, says FaceID cannot be set up', () => {
    for (const status of ['INVALID', 'NOT_VERIFIED', 'EMPTY', 'UNAVAILABLE'] as const) {
      expect(faceIdBadge('ENABLED', true, status, true)).toEqual({
        text: 'FaceID não poderá ser configurado',
        tone: 'warning',
      });
    }
  });

  it('follows the consent (LGPD): without it a valid photo sets nothing up, taking it back turns FaceID off', () => {
    expect(faceIdBadge('DISABLED', true, 'VALID', false).text).toBe('FaceID precisa da autorização');
    expect(faceIdBadge('DISABLED', false, 'VALID', true).text).toBe('FaceID será configurado ao salvar');
    expect(faceIdBadge('ENABLED', false, 'VALID', false).text).toBe('FaceID será desativado ao salvar');
    expect(faceIdBadge('DISABLED', false, 'VALID', false).text).toBe('FaceID não configurado');
  });

  it('waits for the check of a new photo', () => {
    expect(faceIdBadge('DISABLED', true, null, true).text).toBe('Verificando foto…');
  });
});
