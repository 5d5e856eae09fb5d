import { count } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords';
import type { Database } from '../client';
import { users } from '../schema/users';
import { seedDemoActivities } from './demo/activities';
import { seedDemoBookings } from './demo/bookings';
import { seedDemoCategories } from './demo/categories';
import { seedDemoEvents } from './demo/events';
import { seedDemoPastBookings } from './demo/past-bookings';
import { seedDemoPeople } from './demo/people';
import { demoPhotos } from './demo/photos';
import { seedDemoSpots } from './demo/spots';
import { DEMO_STAFF, seedDemoStaff } from './demo/staff';
import { seedDemoVentures } from './demo/ventures';

export const DEMO_PASSWORD = 'reserva123';

/**
 * A working club for a first look: one operator with two ventures, a staff user of each staff group,
 * and each venture's spots, activities with their weekly events, categories and levels, members with
 * their dependants and guests, and lodgers. Only into an empty database, in one
 * transaction; photos are drawn only when given a storage folder. Answers the staff's e-mails.
 */
export async function seedDemoData(db: Database, storageDir?: string): Promise<string[] | null> {
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const photos = demoPhotos(storageDir);
  try {
    await db.transaction(async (tx) => {
      const ventureIds = await seedDemoVentures(tx, photos);
      const context = { tx, photos, ventureIds };
      const staff = await seedDemoStaff(context, passwordHash);
      const spotIds = await seedDemoSpots(context);
      await seedDemoActivities(context, spotIds);
      await seedDemoCategories(context);
      await seedDemoEvents(context);
      await seedDemoPeople(context, passwordHash);
      await seedDemoBookings({ ...context, staff });
      await seedDemoPastBookings({ ...context, staff });
    });
  } catch (error) {
    await photos.discard();
    throw error;
  }
  return DEMO_STAFF.map((member) => member.email);
}
