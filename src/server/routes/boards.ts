import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { boardChange } from './boards/change';
import { boardCreate } from './boards/create';
import { boardDetail } from './boards/detail';
import { boardLike } from './boards/like';
import { boardLists } from './boards/list';
import { boardPublish } from './boards/publish';
import { boardUpload } from './boards/upload';

// Boards: notices, FAQ, 1:1 inquiries and the community boards. The rules of each board (who lists, reads, writes
// and changes, exposure ranges, answers) are src/server/content/board-policy.ts; besides them the server enforces:
// - someone else's inquiry is 404, as if it did not exist; hidden nicknames stay hidden from all but author and editors;
// - rich text is sanitized against an allow-list before it is stored;
// - the author is the session's member: a userId or nickname in the body that is not theirs is refused (403);
// - on the community boards: likes, comments, reports and blocks (src/server/community, routes/comments.ts, …).

export const boards = new Hono<AppEnv>();

// Fixed paths before `/:id`.
boards.route('/', boardLists);
boards.route('/', boardUpload);
boards.route('/', boardPublish);
boards.route('/', boardCreate);
boards.route('/', boardDetail);
boards.route('/', boardChange);
boards.route('/', boardLike);
