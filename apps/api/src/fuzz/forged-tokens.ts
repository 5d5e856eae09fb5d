import { randomBytes, randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import type { TestApp } from '../test/test-app';

// Authorization headers that must never let a caller in: broken schemes, forged or unsigned JWTs,
// validly signed tokens of no live session. The only header the guard reads is Authorization
// (plugins/auth.ts): the venture and the session travel inside the signed token, not in headers.

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function forgedAuthorizations(
  t: TestApp,
  liveToken: string,
  signedOutToken: string,
): Promise<string[]> {
  const claims = decodeJwt(liveToken);
  const master = { sub: String(claims.sub), vid: String(claims.vid), sid: String(claims.sid) };
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    ...claims,
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}.`;
  const wrongKey = await new SignJWT({ vid: master.vid, sid: master.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(master.sub)
    .setIssuer('reserva')
    .setAudience('reserva-back-office')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(randomBytes(48));
  const ofNobody = await t.ctx.tokens.sign({
    userId: randomUUID(),
    ventureId: master.vid,
    sessionId: master.sid,
  });
  const otherSession = await t.ctx.tokens.sign({
    userId: master.sub,
    ventureId: master.vid,
    sessionId: randomUUID(),
  });
  const otherVenture = await t.ctx.tokens.sign({
    userId: master.sub,
    ventureId: randomUUID(),
    sessionId: master.sid,
  });
  const notUuids = await t.ctx.tokens.sign({ userId: "' OR 1=1 --", ventureId: '../', sessionId: '\u0000' });
  return [
    '',
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Bearer undefined',
    `Bearer ${'a'.repeat(8000)}`,
    'Bearer a.b.c',
    'Basic bWFzdGVyQHJlc2VydmEuZGV2OnNlbmhh',
    `Token ${liveToken}`,
    `Bearer ${liveToken}x`,
    `Bearer ${liveToken.split('.').slice(0, 2).join('.')}.`,
    `Bearer ${unsigned}`,
    `Bearer ${wrongKey}`,
    `Bearer ${ofNobody}`,
    `Bearer ${otherSession}`,
    `Bearer ${otherVenture}`,
    `Bearer ${notUuids}`,
    `Bearer ${signedOutToken}`,
  ];
}
