import type { Http } from './client';
import type { BlockRequest, CommentCreateRequest, CommentUpdateRequest, ReportCreateRequest } from './schema/community';
import type { BlockState, LikeState } from './types';

// The community around the posts of /v1/boards: comments and replies, likes, reports and blocks. Paths that carry a
// login id take the signed-in member's own (any other is refused); the server always acts as the session's member.

const at = (userId: string) => encodeURIComponent(userId);

export const communityApi = (http: Http) => ({
  /** Likes or unlikes a post; answers the new state. */
  likePost: (postId: number) => http<LikeState>(`/v1/boards/${postId}/like`, { method: 'POST' }),
  /** A comment, or a reply to a top-level comment with `parentId`; answers the new comment's id (as text). */
  createComment: (userId: string, body: CommentCreateRequest) =>
    http<string, 'text'>(`/v1/comments/${at(userId)}`, { method: 'POST', body, responseType: 'text' }),
  updateComment: (body: CommentUpdateRequest) => http<string, 'text'>('/v1/comments', { method: 'PUT', body, responseType: 'text' }),
  removeComment: (id: number) => http<void>(`/v1/comments/${id}`, { method: 'DELETE' }),
  likeComment: (id: number) => http<LikeState>(`/v1/comments/${id}/like`, { method: 'POST' }),
  /** Reports a post or a comment once (a second report answers 409); answers the report's id (as text). */
  report: (userId: string, body: ReportCreateRequest) =>
    http<string, 'text'>(`/v1/reports/${at(userId)}`, { method: 'POST', body, responseType: 'text' }),
  /**
   * Blocks (or with `blocked: false` unblocks) the author of a post or comment as that content shows them: a nickname's
   * posts and comments disappear; an anonymous author (익명, 글쓴이, 익명N) disappears from that post only.
   */
  block: (userId: string, body: BlockRequest) => http<BlockState>(`/v1/blocks/${at(userId)}`, { method: 'PUT', body }),
});
