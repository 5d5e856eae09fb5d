import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PersonDetails } from '@reserva/shared/people/people.schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { faceDescriptors } from '../../db/schema/faces';
import { users } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { createBooking, ventureIdByRef } from '../../test/fixtures';
import { multipartFile } from '../../test/multipart';
import { bearer, createTestApp, expectError, type TestApp, testConfig } from '../../test/test-app';
import { deskEvent, TODAY } from '../desk/desk.fixtures';
import { createCategory, personBody, rowOf, updateBody } from '../people/people.fixtures';
import { enrolPendingPhotos } from './face-enrolment';
import { FaceGalleries } from './face-galleries';
import { latestRevision } from './faces.repository';
import {
  faceMatchThumbnail,
  photoOfAnotherWoman,
  photosOfOneMan,
  photoWithOneFace,
  photoWithoutFace,
} from './sample-faces';

// FaceID end to end (issue 30): a person's photo, group and consent decide their avatarStatus,
// faceIdStatus and descriptor; the gate's camera finds enrolled people of its venture only.

let t: TestApp;
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-face-id-'));
let tokens: Record<'admin' | 'concierge' | 'seller' | 'otherVenture', string>;
let man: Buffer[];
let woman: Buffer;
let categoriesId: string[];
/** Everyone a test made: the enrolment tests' people leave before identification's (same faces). */
const created: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ STORAGE_DIR: storageDir, FACE_WORKERS: '1' });
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    concierge: 'portaria@reserva.dev',
    seller: 'vendedor@reserva.dev',
    otherVenture: ['master@reserva.dev', await ventureIdByRef(t.database.db, 'SERRA')],
  });
  categoriesId = [await createCategory(t.database.db, await ventureIdByRef(t.database.db, 'PRAIA'))];
  man = await photosOfOneMan();
  woman = await photoWithOneFace();
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const upload = (userId: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile('avatar', 'foto.jpg', bytes, 'image/jpeg');
  return t.app.inject({
    method: 'PATCH',
    url: `/api/avatars/users/${userId}`,
    payload,
    headers: { ...headers, ...bearer(tokens.admin) },
  });
};
const identify = (token: string, frame: Buffer) => {
  const { payload, headers } = multipartFile('frame', 'frame.jpg', frame, 'image/jpeg');
  return t.app.inject({
    method: 'POST',
    url: '/api/faces/identify',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};
const outcomeOf = async (frame: Buffer, token = tokens.concierge) => {
  const response = await identify(token, frame);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ outcome: string; person: { id: string; name: string } | null }>();
};
const createMember = async (extra: Record<string, unknown> = {}) => {
  const body = personBody('MEMBER', { categoriesId, ...extra });
  const response = await t.call(tokens.admin, 'POST', '/v2/users', body);
  expect(response.statusCode, response.body).toBe(201);
  const person = response.json<PersonDetails>();
  created.push(person.id);
  return { person, body };
};
const statusOf = async (id: string) => {
  const row = await rowOf(t.database.db, id);
  const [descriptor] = await t.database.db
    .select({ descriptor: faceDescriptors.descriptor })
    .from(faceDescriptors)
    .where(eq(faceDescriptors.userId, id));
  return {
    avatar: row?.avatarStatus,
    faceId: row?.faceIdStatus,
    descriptor: Boolean(descriptor?.descriptor),
  };
};
const enabled = { avatar: 'VALID', faceId: 'ENABLED', descriptor: true };

describe('FaceID enrolment', () => {
  it('enrols a valid photo of a person who consented, and never shows the descriptor', async () => {
    const { person } = await createMember({ faceConsent: true });
    expect(person.faceConsentAt).not.toBeNull();
    const response = await upload(person.id, man[0] as Buffer);
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(person.id)).toEqual(enabled);
    const details = await t.call(tokens.admin, 'GET', `/v2/users/${person.id}`);
    expect(details.json()).toMatchObject({ avatarStatus: 'VALID', faceIdStatus: 'ENABLED' });
    expect(details.body).not.toMatch(/descriptor|embedding/i);
    // The action log records the statuses the photo's call changed, never the descriptor.
    const logged = (await t.database.db.execute(
      `SELECT record_type, changes::text AS changes FROM audit_log WHERE subject_id = '${person.id}'` as never,
    )) as unknown as { rows: { record_type: string; changes: string }[] };
    expect(logged.rows.some((row) => row.changes.includes('face_id_status'))).toBe(true);
    expect(logged.rows.map((row) => row.record_type)).not.toContain('face_descriptors');
  });

  it('keeps the photo of a person without consent, with FaceID disabled; consent enrols it, withdrawal forgets it', async () => {
    const { person, body } = await createMember();
    await upload(person.id, man[1] as Buffer);
    expect(await statusOf(person.id)).toEqual({ avatar: 'VALID', faceId: 'DISABLED', descriptor: false });

    const consent = await t.call(tokens.admin, 'PUT', `/v2/users/${person.id}`, {
      ...updateBody(body),
      faceConsent: true,
    });
    expect(consent.statusCode, consent.body).toBe(200);
    expect(await statusOf(person.id)).toEqual(enabled);

    const withdrawn = await t.call(tokens.admin, 'PUT', `/v2/users/${person.id}`, {
      ...updateBody(body),
      faceConsent: false,
    });
    expect(withdrawn.json().faceConsentAt).toBeNull();
    expect(await statusOf(person.id)).toEqual({ avatar: 'VALID', faceId: 'DISABLED', descriptor: false });
  });

  it('stores INVALID without a descriptor, EMPTY when the photo goes, and forgets a deleted person', async () => {
    const { person } = await createMember({ faceConsent: true });
    await upload(person.id, await photoWithoutFace());
    expect(await statusOf(person.id)).toEqual({ avatar: 'INVALID', faceId: 'DISABLED', descriptor: false });

    await upload(person.id, woman);
    expect(await statusOf(person.id)).toEqual(enabled);
    const removed = await t.call(tokens.admin, 'DELETE', `/avatars/users/${person.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await statusOf(person.id)).toEqual({ avatar: 'EMPTY', faceId: 'DISABLED', descriptor: false });

    await upload(person.id, woman);
    expect((await statusOf(person.id)).descriptor).toBe(true);
    expect((await t.call(tokens.admin, 'DELETE', `/users/${person.id}`)).statusCode).toBe(204);
    expect((await statusOf(person.id)).descriptor).toBe(false);
  });

  it('answers UNAVAILABLE for a group without FaceID (staff)', async () => {
    const [seller] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'vendedor@reserva.dev'));
    const sellerId = seller?.id as string;
    await upload(sellerId, man[2] as Buffer);
    expect(await statusOf(sellerId)).toEqual({
      avatar: 'UNAVAILABLE',
      faceId: 'DISABLED',
      descriptor: false,
    });
  });

  it('enrols photos stored before enrolment existed through the job, not the request', async () => {
    const { person } = await createMember({ faceConsent: true });
    await upload(person.id, man[0] as Buffer);
    // As an earlier install left it: the photo stored, never checked.
    await t.database.db.delete(faceDescriptors).where(eq(faceDescriptors.userId, person.id));
    await t.database.db.execute(
      `UPDATE users SET avatar_status = 'EMPTY', face_id_status = 'DISABLED' WHERE id = '${person.id}'` as never,
    );
    expect(await enrolPendingPhotos(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(person.id)).toEqual(enabled);
  });
});

describe('POST /faces/identify', () => {
  let enrolled: PersonDetails;
  beforeAll(async () => {
    for (const id of created.splice(0)) await t.call(tokens.admin, 'DELETE', `/users/${id}`);
    ({ person: enrolled } = await createMember({ faceConsent: true }));
    await upload(enrolled.id, man[0] as Buffer);
  });

  it('finds the person from another photo of them', async () => {
    const answer = await outcomeOf(man[2] as Buffer);
    expect(answer.outcome).toBe('RECOGNISED');
    expect(answer.person).toMatchObject({ id: enrolled.id, name: enrolled.name, group: { key: 'MEMBER' } });
  });

  it("answers the person's events of today with their bookings, and only theirs", async () => {
    const db = t.database.db;
    const praia = await ventureIdByRef(db, 'PRAIA');
    const times = { startTime: '00:00:00', endTime: '23:59:00' };
    const event = await deskEvent(db, praia, 'Quadra do portão', times);
    await event.book(); // someone else, in the same event
    const bookingId = await createBooking(db, {
      ventureId: praia,
      scheduleId: event.scheduleId,
      activityId: event.activityId,
      userId: enrolled.id,
      bookedDate: TODAY,
      ...times,
    });
    const answer = await identify(tokens.concierge, man[2] as Buffer);
    expect(answer.json().events).toMatchObject([
      {
        activity: { name: 'Quadra do portão' },
        counts: { booked: 2, checkedIn: 0 },
        bookings: [{ id: bookingId, checkedIn: false, person: { id: enrolled.id } }],
      },
    ]);
    // The concierge confirms the check-in, unless the venture chose the camera's automatic one.
    expect(answer.json().autoCheckin).toBe(false);
    await db.update(ventures).set({ gateAutoCheckin: true }).where(eq(ventures.id, praia));
    expect((await identify(tokens.concierge, man[2] as Buffer)).json().autoCheckin).toBe(true);
    await db.update(ventures).set({ gateAutoCheckin: false }).where(eq(ventures.id, praia));
  });

  it('does not name someone else, and says when there is no face', async () => {
    // Someone never enrolled (a face from the grid's last row).
    expect((await outcomeOf(await faceMatchThumbnail(5, 17))).outcome).toBe('NOT_RECOGNISED');
    expect((await outcomeOf(await photoWithoutFace())).outcome).toBe('NO_FACE');
  });

  it('flags a blocked person', async () => {
    const block = await t.call(tokens.admin, 'PATCH', `/users/${enrolled.id}/blocks`, { isBlocked: true });
    expect(block.statusCode, block.body).toBeLessThan(300);
    const answer = await outcomeOf(man[2] as Buffer);
    expect(answer.person).toMatchObject({ id: enrolled.id, isBlocked: true });
    await t.call(tokens.admin, 'PATCH', `/users/${enrolled.id}/blocks`, { isBlocked: false });
  });

  it.each([
    ['FACE_MIN_REAL', 'anti-spoofing'],
    ['FACE_MIN_LIVE', 'liveness'],
  ])('refuses the same genuine frame as SPOOF when %s asks more than the %s model gives', async (setting) => {
    // man[2] scores real 0.44 and live 0.99 (docs/decisions.md, FaceID): recognised with the default
    // minimums (above), refused by an app that asks 0.999 of one of them. Same database, same models.
    const strict = await buildApp(
      testConfig({ STORAGE_DIR: storageDir, FACE_WORKERS: '1', [setting]: '0.999' }),
      t.database.db,
    );
    try {
      const session = await strict.app.inject({
        method: 'POST',
        url: '/api/v2/sessions',
        payload: { email: 'portaria@reserva.dev', password: DEMO_PASSWORD },
      });
      const { payload, headers } = multipartFile('frame', 'frame.jpg', man[2] as Buffer, 'image/jpeg');
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/faces/identify',
        payload,
        headers: { ...headers, ...bearer(session.json<{ token: string }>().token) },
      });
      expect(response.json()).toEqual({ outcome: 'SPOOF', person: null, events: [], autoCheckin: false });
    } finally {
      await strict.app.close();
    }
    expect((await outcomeOf(man[2] as Buffer)).person?.id).toBe(enrolled.id);
  });

  it("never returns another venture's people, and needs the concierge app's key", async () => {
    expect((await outcomeOf(man[2] as Buffer, tokens.otherVenture)).outcome).toBe('NOT_RECOGNISED');
    expectError(await identify(tokens.seller, man[2] as Buffer), 403, 'insufficient-privilege');
  });

  it('preloads the galleries of the ventures with enrolled people', async () => {
    const galleries = new FaceGalleries(t.database.db);
    const praia = await ventureIdByRef(t.database.db, 'PRAIA');
    const serra = await ventureIdByRef(t.database.db, 'SERRA');
    expect(galleries.loadedSize(praia)).toBeNull();
    await galleries.preload();
    expect(galleries.loadedSize(praia)).toBe(1);
    // Nobody of SERRA is enrolled: nothing to load.
    expect(galleries.loadedSize(serra)).toBeNull();
  });

  it('forgets a person whose consent is withdrawn', async () => {
    const { person, body } = await createMember({ faceConsent: true });
    await upload(person.id, woman);
    expect((await outcomeOf(woman)).person?.id).toBe(person.id);
    await t.call(tokens.admin, 'PUT', `/v2/users/${person.id}`, { ...updateBody(body), faceConsent: false });
    expect((await outcomeOf(woman)).outcome).toBe('NOT_RECOGNISED');
  });

  it('forgets a deleted member and the dependant deleted with them', async () => {
    const { person: titular } = await createMember({ faceConsent: true });
    await upload(titular.id, woman);
    const created = await t.call(
      tokens.admin,
      'POST',
      '/v2/users',
      personBody('DEPENDANT', { hostId: titular.id, faceConsent: true }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const dependant = created.json<PersonDetails>();
    const otherWoman = await photoOfAnotherWoman();
    await upload(dependant.id, otherWoman);
    expect(await statusOf(dependant.id)).toEqual(enabled);
    expect((await outcomeOf(woman)).person?.id).toBe(titular.id);
    expect((await outcomeOf(otherWoman)).person?.id).toBe(dependant.id);
    const galleries = new FaceGalleries(t.database.db);
    const praia = await ventureIdByRef(t.database.db, 'PRAIA');
    const enrolledBefore = (await galleries.current(praia)).size;
    const revisionBefore = await latestRevision(t.database.db);

    expect((await t.call(tokens.admin, 'DELETE', `/users/${titular.id}`)).statusCode).toBe(204);
    // Tombstones, each with a revision past every earlier change, that the galleries apply.
    const rows = await t.database.db
      .select({
        userId: faceDescriptors.userId,
        model: faceDescriptors.model,
        revision: faceDescriptors.revision,
      })
      .from(faceDescriptors)
      .where(inArray(faceDescriptors.userId, [titular.id, dependant.id]));
    expect(rows.map((row) => row.model)).toEqual([null, null]);
    for (const row of rows) expect(row.revision > revisionBefore).toBe(true);
    expect((await statusOf(dependant.id)).descriptor).toBe(false);
    expect((await galleries.current(praia)).size).toBe(enrolledBefore - 2);
    expect((await outcomeOf(woman)).outcome).toBe('NOT_RECOGNISED');
    expect((await outcomeOf(otherWoman)).outcome).toBe('NOT_RECOGNISED');
  });
});

describe("a group's FaceID turned off and on", () => {
  it('forgets its people at once when off, and enrols them again through the job when on', async () => {
    const master = (await t.signIn('master@reserva.dev')).token;
    const { person } = await createMember({ faceConsent: true });
    // A face nobody else enrolled with consent holds (the man's photos are the enrolled member's).
    await upload(person.id, woman);
    expect(await statusOf(person.id)).toEqual(enabled);
    const groupId = person.featureGroup.id;
    const group = (await t.call(master, 'GET', `/feature-groups/${groupId}`)).json<{
      key: string;
      name: string;
      authLevel: number;
      useExperienceLevel: boolean;
      useOnboardUrl: boolean;
      features: { id: string }[];
    }>();
    const write = (useFaceId: boolean) =>
      t.call(master, 'PUT', `/feature-groups/${groupId}`, {
        key: group.key,
        name: group.name,
        authLevel: group.authLevel,
        useExperienceLevel: group.useExperienceLevel,
        useOnboardUrl: group.useOnboardUrl,
        features: group.features.map((feature) => feature.id),
        useFaceId,
      });

    expect((await write(false)).statusCode).toBe(200);
    expect(await statusOf(person.id)).toEqual({
      avatar: 'UNAVAILABLE',
      faceId: 'DISABLED',
      descriptor: false,
    });
    expect((await outcomeOf(woman)).outcome).toBe('NOT_RECOGNISED');

    expect((await write(true)).statusCode).toBe(200);
    expect((await statusOf(person.id)).avatar).toBe('EMPTY');
    while ((await enrolPendingPhotos(t.ctx)) > 0);
    expect(await statusOf(person.id)).toEqual(enabled);
    expect((await outcomeOf(woman)).person?.id).toBe(person.id);
  });
});
