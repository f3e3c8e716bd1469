import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { exposureRangesFor, isContentEditor, isCsoMember, type ExposureRange } from '../../api/enums';
import { readAccessToken } from '../auth/cookies';
import { memberForAccessToken } from '../auth/sessions';
import { getDb } from '../runtime/database';
import { boardPosts, type BoardPostRow, type Member } from '../db/schema';
import type { AppEnv } from '../http';
import { boardPolicy } from './board-policy';

// Who is asking, and what they may see. The server decides; the UI only mirrors it.

/** The signed-in member of a public route, or null (does not answer 401). */
export async function viewerOf(c: Context<AppEnv>): Promise<Member | null> {
  const known = c.get('member') as Member | undefined;
  if (known) return known;
  const member = await memberForAccessToken(await getDb(), readAccessToken(c));
  if (member) c.set('member', member);
  return member;
}

export const isEditor = (viewer: Member | null | undefined) => !!viewer && isContentEditor(viewer);

/** Exposure ranges the viewer sees; null = every range (content editors). */
export function visibleRanges(viewer: Member | null): ExposureRange[] | null {
  if (isEditor(viewer)) return null;
  return exposureRangesFor(viewer?.partnerContractStatus ?? null);
}

/** The requested ranges narrowed to what the viewer may see. */
export function narrowRanges(viewer: Member | null, requested: ExposureRange[] | undefined): ExposureRange[] | null {
  const allowed = visibleRanges(viewer);
  if (!requested) return allowed;
  return allowed ? requested.filter((r) => allowed.includes(r)) : requested;
}

export type ReadDecision = 'ok' | 'not-found' | 'cso-only';

/**
 * May the viewer read this post? Inquiries: their author and editors. Anonymous board: CSO members and editors.
 * Everything else: editors always; others only when it is published, not blinded and in one of their exposure ranges.
 * Answers and other child posts follow their parent.
 */
export function readDecision(viewer: Member, post: BoardPostRow, parent?: BoardPostRow | null): ReadDecision {
  const top = parent ?? post;
  if (post.deletedAt || top.deletedAt) return 'not-found';
  const editor = isEditor(viewer);
  const rules = boardPolicy[top.boardType];
  if (rules.read === 'author') return editor || top.memberId === viewer.id ? 'ok' : 'not-found';
  if (rules.read === 'cso' && !editor && !isCsoMember(viewer.partnerContractStatus)) return 'cso-only';
  if (editor) return 'ok';
  if (top.memberId === viewer.id && !top.isBlind) return 'ok';
  if (!top.isExposed || top.isBlind) return 'not-found';
  return exposureRangesFor(viewer.partnerContractStatus).includes(top.exposureRange) ? 'ok' : 'not-found';
}

/**
 * Conditions that keep the exposed posts a viewer may see: published and not blinded for members, and within the
 * exposure ranges (`narrowRanges`). Editors see every post; `editorFilter` lets them ask for exposed or hidden ones.
 */
export function exposedTo(viewer: Member, ranges: ExposureRange[] | null, editorFilter?: boolean): SQL[] {
  const conds: SQL[] = [];
  if (!isEditor(viewer)) conds.push(eq(boardPosts.isExposed, true), eq(boardPosts.isBlind, false));
  else if (editorFilter !== undefined) conds.push(eq(boardPosts.isExposed, editorFilter));
  if (ranges) conds.push(ranges.length ? inArray(boardPosts.exposureRange, ranges) : sql`false`);
  return conds;
}
