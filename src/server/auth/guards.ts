import { createMiddleware } from 'hono/factory';
import { parse } from 'hono/utils/cookie';
import { isContentEditor, isContractMember, isCsoMember } from '../../api/enums';
import type { MemberDetails } from '../../api/types';
import { getDb } from '../db';
import type { Member } from '../db/schema';
import { forbidden, unauthenticated, type AppEnv } from '../http';
import { toMemberDetails } from '../members';
import { ACCESS_COOKIE, readAccessToken } from './cookies';
import { memberForAccessToken } from './sessions';

// Guards for routers: each one resolves the session (once per request) and puts the member on the context
// (`c.get('member')`), or answers 401 / 403 with a Korean message. The UI's guards are for people; these are the rules.

type Check = (member: Member) => boolean;

const guard = (allowed: Check, message: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    let member = c.get('member') as Member | undefined;
    if (!member) {
      member = (await memberForAccessToken(await getDb(), readAccessToken(c))) ?? undefined;
      if (!member) throw unauthenticated();
      c.set('member', member);
    }
    if (!allowed(member)) throw forbidden(message);
    await next();
  });

/** Any signed-in member. */
export const requireMember = guard(() => true, '');
/** Contract members (INDIVIDUAL, ORGANIZATION): performance management and settlements. */
export const requireContractMember = guard((m) => isContractMember(m.partnerContractStatus), '계약회원만 접근할 수 있는 페이지입니다.');
/** CSO members (CSO, INDIVIDUAL, ORGANIZATION): the anonymous board. */
export const requireCsoMember = guard((m) => isCsoMember(m.partnerContractStatus), 'CSO 회원만 접근할 수 있는 페이지입니다.');
/** Content editors (role ADMIN or SUPER_ADMIN). */
export const requireEditor = guard((m) => isContentEditor(m.role), '관리자만 이용할 수 있는 기능입니다.');

/** The session of a Cookie header (for server code outside the Hono app); null when signed out. */
export async function sessionFromCookieHeader(cookieHeader: string | null | undefined): Promise<MemberDetails | null> {
  const token = cookieHeader ? parse(cookieHeader, ACCESS_COOKIE)[ACCESS_COOKIE] : undefined;
  const member = await memberForAccessToken(await getDb(), token);
  return member ? toMemberDetails(member) : null;
}
