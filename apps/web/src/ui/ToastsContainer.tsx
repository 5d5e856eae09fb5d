import { Notifications } from '@mantine/notifications';

/** Where toasts appear. Loaded lazily by the providers, so it is its own module. */
export default function ToastsContainer() {
  // Spec 000, section 8: toasts top-right, 3 seconds.
  return <Notifications position="top-right" autoClose={3000} />;
}
