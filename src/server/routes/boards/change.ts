import { Hono } from 'hono';
import { boardUpdateFormSchema } from '../../../api/schema/boards';
import { editorImagesFor } from '../../content/editor-images';
import { changeablePost, deletePost, filesAfterEdit, postPatch, updatePost } from '../../content/post-change';
import { getDb } from '../../runtime/database';
import type { AppEnv } from '../../http';
import { validForm, validId } from '../../http/validate';
import { acceptAttachments, richContent } from './input';

// `PUT /v1/boards/{id}` and `DELETE /v1/boards/{id}` (soft delete).

export const boardChange = new Hono<AppEnv>();

boardChange.put('/:id', validId, validForm(boardUpdateFormSchema), async (c) => {
  const member = c.get('member');
  const { updateRequest: request, newFiles } = c.req.valid('form');
  const db = await getDb();
  const post = await changeablePost(db, member, c.req.valid('param').id, '수정');
  const content = request.content != null ? richContent(request.content) : undefined;
  const patch = postPatch(member, post, request, content);
  const html = content ?? post.content;
  const { bound, dropped, keptAttachments } = await filesAfterEdit(db, post.id, request.keepFileIds, html);
  const accepted = await acceptAttachments(newFiles, keptAttachments);
  const editorImages = await editorImagesFor(db, member, request.editorFileIds ?? [], html, bound);
  await updatePost(db, member.id, post.id, patch, { accepted, editorImages, dropped });
  return c.text(String(post.id), 200);
});

boardChange.delete('/:id', validId, async (c) => {
  await deletePost(await getDb(), c.get('member'), c.req.valid('param').id);
  return c.body(null, 204);
});
