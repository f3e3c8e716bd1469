import { describe, expect, it } from 'vitest';
import type { Settlement, SettlementNotifyResult } from '../../src/api/types';
import { getAs, send, type Who } from './content-helpers';
import './helpers';
import { settlementsOf } from './settlements-helpers';

// Requests and objections: each answer is given once; a repeat is 409 in Korean and changes nothing, also when
// requests race; another member's settlement is 404.

const JSON_TYPE = { 'content-type': 'application/json' };
const notify = (who: Who, ids: number[], objection = false) =>
  send(who, 'POST', `/v1/settlements/notify-admin${objection ? '/objections' : ''}`, JSON.stringify({ settlementIds: ids }), JSON_TYPE);

async function open(who: Who, n: number): Promise<Settlement[]> {
  const rows = (await settlementsOf(who)).filter((s) => s.status === null);
  if (rows.length < n) throw new Error('not enough open settlements');
  return rows.slice(0, n);
}

describe('정산요청', () => {
  it('requests once, answers the new status, and refuses a repeat with 409 without changing anything', async () => {
    const [s] = await open('demo_partner', 1);
    const first = await notify('demo_partner', [s?.id as number]);
    expect(first.status).toBe(200);
    const answer = first.json as unknown as SettlementNotifyResult;
    expect(answer.settlements).toEqual([{ ...s, status: 'REQUEST' }]);
    const second = await notify('demo_partner', [s?.id as number]);
    expect(second.status).toBe(409);
    expect(second.json?.message).toMatch(/이미 정산요청/);
    expect((await getAs<Settlement>('demo_partner', `/v1/settlements/${s?.id}`)).body.status).toBe('REQUEST');
  });

  it('lets exactly one of concurrent requests through', async () => {
    const [s] = await open('demo_partner', 1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => notify('demo_partner', [s?.id as number])));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await getAs<Settlement>('demo_partner', `/v1/settlements/${s?.id}`)).body.status).toBe('REQUEST');
  });

  it('is all or none for several ids', async () => {
    const [a, b] = await open('demo_partner', 2);
    expect((await notify('demo_partner', [a?.id as number])).status).toBe(200);
    expect((await notify('demo_partner', [b?.id as number, a?.id as number])).status).toBe(409);
    expect((await getAs<Settlement>('demo_partner', `/v1/settlements/${b?.id}`)).body.status).toBeNull();
  });

  it("answers 404 for another member's settlement and changes nothing", async () => {
    const [theirs] = await open('demo_org', 1);
    const [mine] = await open('demo_partner', 1);
    expect((await notify('demo_partner', [theirs?.id as number])).status).toBe(404);
    expect((await notify('demo_partner', [mine?.id as number, theirs?.id as number])).status).toBe(404);
    expect((await getAs<Settlement>('demo_org', `/v1/settlements/${theirs?.id}`)).body.status).toBeNull();
    expect((await getAs<Settlement>('demo_partner', `/v1/settlements/${mine?.id}`)).body.status).toBeNull();
  });

  it('refuses bad bodies with Korean messages', async () => {
    for (const body of ['{}', '{"settlementIds":[]}', '{"settlementIds":["a"]}', '{"settlementIds":[0]}', '[1]', 'not json']) {
      const res = await send('demo_partner', 'POST', '/v1/settlements/notify-admin', body, JSON_TYPE);
      expect(res.status, body).toBe(400);
      expect(res.json?.message, body).toMatch(/[가-힣]/);
    }
  });
});

describe('이의신청', () => {
  it('objects to an open or requested settlement once, and a request after an objection is refused', async () => {
    const [open1, open2] = await open('demo_org', 2);
    const objected = await notify('demo_org', [open1?.id as number], true);
    expect(objected.status).toBe(200);
    expect((objected.json as unknown as SettlementNotifyResult).settlements[0]?.status).toBe('OBJECTION');
    const again = await notify('demo_org', [open1?.id as number], true);
    expect(again.status).toBe(409);
    expect(again.json?.message).toMatch(/이미 이의신청/);
    const request = await notify('demo_org', [open1?.id as number]);
    expect(request.status).toBe(409);
    expect(request.json?.message).toMatch(/이의신청한 정산 건/);
    expect((await notify('demo_org', [open2?.id as number])).status).toBe(200);
    expect((await notify('demo_org', [open2?.id as number], true)).status).toBe(200);
    expect((await getAs<Settlement>('demo_org', `/v1/settlements/${open2?.id}`)).body.status).toBe('OBJECTION');
  });

  it('lets exactly one of concurrent objections through', async () => {
    const [s] = await open('demo_org', 1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify('demo_org', [s?.id as number], true)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});
