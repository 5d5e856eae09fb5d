import { formatTime } from '../../ui/format';

/** A booking's line on the gate's screens: 'Tênis · Quadra 1 · 15:00–16:00'. */
export const whatAndWhen = (activity: string, spot: string, startTime: string, endTime: string) =>
  `${activity} · ${spot} · ${formatTime(startTime)}–${formatTime(endTime)}`;
