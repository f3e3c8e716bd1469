import { Hono } from 'hono';
import { actingUserParamSchema, blockSchema } from '../../api/schema/community';
import type { BlockState } from '../../api/types';
import { commentScope, postScope, setBlock } from '../community/blocks';
import { checkActingMember, communityComment, communityPost } from '../community/targets';
import { getDb } from '../runtime/database';
import { badRequest, notFound, type AppEnv } from '../http';
import { validJson, validParams } from '../http/validate';

// `PUT /v1/blocks/{userId}`: the session's member blocks (or unblocks) the author of a post or comment. The author is
// named by what they wrote, never by login id, and the block is of the identity that content shows: a nickname
// shown in full (hides that nickname's content), or a pseudonym (hides it in that thread only, see blocks.ts), so an
// anonymous author can be blocked and stays anonymous. Unblocking from the same content lifts that same block.

export const blocks = new Hono<AppEnv>();

blocks.put('/:userId', validParams(actingUserParamSchema), validJson(blockSchema), async (c) => {
  const member = c.get('member');
  checkActingMember(member, c.req.valid('param').userId);
  const { postId, commentId, blocked } = c.req.valid('json');
  const db = await getDb();
  let authorId: number | null;
  let scope: number | null;
  if (commentId) {
    const { comment, post } = await communityComment(db, member, commentId);
    authorId = comment.memberId;
    scope = commentScope(post.post, authorId);
  } else {
    const { post } = await communityPost(db, member, postId as number);
    authorId = post.memberId;
    scope = postScope(post);
  }
  if (authorId === null) throw notFound();
  if (authorId === member.id) throw badRequest('본인은 차단할 수 없습니다.');
  return c.json<BlockState>({ blocked: await setBlock(db, member.id, authorId, scope, blocked ?? true) });
});
