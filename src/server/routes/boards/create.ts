import { Hono } from 'hono';
import { boardCreateFormSchema } from '../../../api/schema/boards';
import { checkWrite } from '../../content/board-policy';
import { editorImagesFor } from '../../content/editor-images';
import { answerTarget, checkAuthor, insertPost, newPost } from '../../content/post-create';
import { getDb } from '../../runtime/database';
import type { AppEnv } from '../../http';
import { validForm } from '../../http/validate';
import { acceptAttachments, richContent } from './input';

// `POST /v1/boards`: a post, or (editors) the answer to a post of a board that takes answers.

export const boardCreate = new Hono<AppEnv>();

boardCreate.post('/', validForm(boardCreateFormSchema), async (c) => {
  const member = c.get('member');
  const { request, files } = c.req.valid('form');
  checkAuthor(member, request);
  const rules = checkWrite(member, request.boardType, !!request.parentId);
  const db = await getDb();
  const parent = await answerTarget(db, member, rules, request);
  const content = richContent(request.content);
  const post = newPost(member, rules, request, parent, content);
  const accepted = await acceptAttachments(files);
  const editorImages = await editorImagesFor(db, member, request.editorFileIds ?? [], content);
  const id = await insertPost(db, member.id, post, accepted, editorImages);
  return c.text(String(id), 201);
});
