import type { FaceCheckResponse } from '@reserva/shared/faces/faces.schemas';
import type { FeatureGroupByKey } from '@reserva/shared/feature-groups/feature-groups.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';

// The calls behind people's photos (spec 000 s.7), shared by every screen with a person's photo.

/** Whether the person's group uses FaceID (GET /feature-groups/find-by-key); idle without a key. */
export function useGroupUsesFaceId(featureGroupKey: string | null | undefined): boolean {
  const group = useQuery({
    queryKey: ['feature-groups', 'by-key', featureGroupKey],
    queryFn: ({ signal }) =>
      api<FeatureGroupByKey>('/feature-groups/find-by-key', { query: { featureGroupKey }, signal }),
    enabled: Boolean(featureGroupKey),
    staleTime: 60_000,
  });
  return group.data?.useFaceId ?? false;
}

/** POST /users/face/check: the photo's avatarStatus for a person of that group; nothing is stored. */
export function checkFacePhoto(file: File, featureGroupKey: string): Promise<FaceCheckResponse> {
  const body = new FormData();
  body.append('face', file);
  return api<FaceCheckResponse>('/users/face/check', { method: 'POST', query: { featureGroupKey }, body });
}
