import type { Database } from '../../db/client';
import { DESCRIPTOR_MODEL } from './face-enrolment';
import { FaceGallery } from './face-gallery';
import {
  type DescriptorChange,
  latestRevision,
  listVenturesWithDescriptors,
  readDescriptorChanges,
} from './faces.repository';

const PAGE = 5_000;

/**
 * Each venture's gallery in this process, loaded on its first identification and brought up to date
 * before each one by reading the descriptor changes past its revision (an index range that is empty
 * when nothing changed): enrolments made through any process reach every process's gallery.
 */
export class FaceGalleries {
  private readonly galleries = new Map<string, { gallery: FaceGallery; refreshing: Promise<void> }>();

  constructor(private readonly db: Database) {}

  /**
   * Loads the galleries of the ventures that have enrolled people, one after the other: a listening
   * server's first frame at the gate then waits for no load (9-20 s for 100,000 people).
   */
  async preload(): Promise<void> {
    for (const ventureId of await listVenturesWithDescriptors(this.db)) await this.current(ventureId);
  }

  /** How many people a venture's gallery holds in this process; null when it is not loaded. */
  loadedSize(ventureId: string): number | null {
    return this.galleries.get(ventureId)?.gallery.size ?? null;
  }

  async current(ventureId: string): Promise<FaceGallery> {
    let entry = this.galleries.get(ventureId);
    if (!entry) {
      entry = { gallery: new FaceGallery(), refreshing: Promise.resolve() };
      this.galleries.set(ventureId, entry);
    }
    const { gallery } = entry;
    // One catching-up at a time per venture: two would apply the same changes twice.
    const refreshing = entry.refreshing.catch(() => {}).then(() => this.catchUp(ventureId, gallery));
    entry.refreshing = refreshing;
    await refreshing;
    return gallery;
  }

  private async catchUp(ventureId: string, gallery: FaceGallery): Promise<void> {
    // Most recognitions find nothing new: one index probe says so (another venture's change still
    // sends them to the query below, which finds nothing of this venture's).
    const latest = await latestRevision(this.db);
    if (latest <= gallery.revision) return;
    // In pages: a first load of 100,000 descriptors never holds them all as rows at once.
    let changes: DescriptorChange[];
    do {
      changes = await readDescriptorChanges(this.db, ventureId, gallery.revision, DESCRIPTOR_MODEL, PAGE);
      for (const change of changes) {
        if (change.descriptor) gallery.put(change.userId, change.descriptor);
        else gallery.remove(change.userId);
        gallery.revision = change.revision;
      }
    } while (changes.length === PAGE);
    // Revisions commit in their order (faces.repository.ts), so none at or below `latest` is still to
    // come: later recognitions skip the other ventures' changes read past here.
    if (latest > gallery.revision) gallery.revision = latest;
  }
}
