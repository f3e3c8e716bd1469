import { boardsApi } from '../../api/boards';
import { communityApi } from '../../api/community';
import { http } from '../../lib/browser-api';

/** The calls of a community post's page: the post (to reload its comments), likes, comments, reports and blocks. */
export const api = { boards: boardsApi(http), community: communityApi(http) };
