import { useRequiredSession } from '../../../app/session/use-session';
import { LinkedDetailItem } from '../../../ui/details/LinkedDetailItem';

interface Named {
  id: string;
  name: string;
}

/** 'Atividade' and 'Local' of a booking or a queue entry, linked to their details for their readers. */
export function ActivitySpotDetailItems({ activity, spot }: { activity: Named; spot: Named }) {
  const { can } = useRequiredSession();
  return (
    <>
      <LinkedDetailItem
        label="Atividade"
        to="/activities/details"
        state={{ activityId: activity.id }}
        allowed={can('ACTIVITY_FULL_ACCESS', 'ACTIVITY_READ_ACCESS')}
      >
        {activity.name}
      </LinkedDetailItem>
      <LinkedDetailItem
        label="Local"
        to="/spots/details"
        state={{ spotId: spot.id }}
        allowed={can('SPOT_FULL_ACCESS', 'SPOT_READ_ACCESS')}
      >
        {spot.name}
      </LinkedDetailItem>
    </>
  );
}
